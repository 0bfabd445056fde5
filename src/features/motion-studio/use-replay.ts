import { useCallback, type RefObject } from 'react';
import type { Replay } from './build-pane';
import type { DevTools } from './devtools';
import type { StudioMessage } from './pane-rows';
import type { MotionGroup } from './studio-groups';
import { trackedAnimation } from './studio-state';

/** Calls `then` once the next modal <dialog> of the page has opened (its own toggle event). */
function whenModalOpens(then: () => void): void {
  const opened = (event: Event) => {
    if (
      !(event.target instanceof HTMLDialogElement) ||
      (event as ToggleEvent).newState !== 'open'
    ) {
      return;
    }
    document.removeEventListener('toggle', opened, true);
    then();
  };
  document.addEventListener('toggle', opened, true);
}

/**
 * A group's replay: the loader by a reload, the modal by opening it, a time-based timeline from its
 * start under GSDevTools.
 */
export function useReplay(
  devToolsRef: RefObject<DevTools | null>,
  setMessage: (message: StudioMessage) => void,
  openModal?: () => boolean,
) {
  return useCallback(
    (what: Replay, group: MotionGroup) => {
      if (what === 'loader') {
        window.location.reload();
        return;
      }
      if (what === 'modal') {
        // The open modal makes the rest of the page (the studio too) inert: opening it is the replay.
        if (openModal?.()) {
          whenModalOpens(() =>
            setMessage({
              tone: 'info',
              text: 'Press Escape to close the modal, then replay again.',
            }),
          );
        } else {
          setMessage({
            tone: 'info',
            text: 'This page has no project-request modal: replay its opening on / or /services.',
          });
        }
        return;
      }
      const animation = trackedAnimation(what);
      if (!animation) {
        setMessage({
          tone: 'info',
          text: `Nothing to replay yet: ${group.title} has not played on this page.`,
        });
        return;
      }
      devToolsRef.current?.attach(what);
      animation.restart(true);
    },
    [devToolsRef, setMessage, openModal],
  );
}
