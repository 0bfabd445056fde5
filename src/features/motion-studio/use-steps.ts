import { useCallback } from 'react';
import type { Overrides } from './overrides';
import type { StudioMessage } from './pane-rows';
import { takeAfter, type Take } from './takes';
import { useStudioKeys } from './use-studio-keys';
import type { TakesState } from './use-takes';

interface StepOptions {
  undo: () => boolean;
  redo: () => boolean;
  load: (values: Overrides) => void;
  takes: TakesState;
  /** After a step or a take: the rows and GSDevTools follow the values. */
  afterStep: () => void;
  setMessage: (message: StudioMessage) => void;
}

/** Undo, redo and the takes, by button and by key (useStudioKeys). */
export function useSteps({ undo, redo, load, takes, afterStep, setMessage }: StepOptions) {
  const stepBack = useCallback(() => {
    if (undo()) afterStep();
  }, [undo, afterStep]);
  const stepForward = useCallback(() => {
    if (redo()) afterStep();
  }, [redo, afterStep]);
  const { choose } = takes;
  const switchTo = useCallback(
    (take: Take) => {
      // Timelines that use a changed value rebuild and play again with the take's values.
      load(take.values);
      choose(take.name);
      afterStep();
      setMessage({ tone: 'info', text: `Take ${take.name} is on the page.` });
    },
    [load, choose, afterStep, setMessage],
  );
  useStudioKeys({
    undo: stepBack,
    redo: stepForward,
    nextTake: () => {
      const next = takeAfter(takes.takes, takes.current);
      if (next) switchTo(next);
      else setMessage({ tone: 'info', text: 'No take yet: keep the current values as one first.' });
    },
  });
  return { stepBack, stepForward, switchTo };
}
