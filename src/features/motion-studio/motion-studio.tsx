import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { readField } from '@/motion/config-path';
import {
  pathKey,
  type MotionField,
  type MotionGroup,
  type MotionGroupId,
} from '@/motion/motion-fields';
import { getMotion } from '@/motion/motion-store';
import { useScrollEngine } from '@/motion/scroll-engine-context';
import { buildPane, type Replay, type StudioPane } from './build-pane';
import { createDevTools, type DevTools } from './devtools';
import {
  StudioChrome,
  StyledActions,
  StyledConfirm,
  StyledHeader,
  StyledMessage,
  StyledSnippet,
  StyledStudio,
} from './motion-studio.styles';
import { configSnippet, tuningLink } from './overrides';
import type { StudioMessage } from './pane-rows';
import { routeGroups } from './route-groups';
import { saveToSource } from './save-client';
import { subscribeStudio, trackedAnimation } from './studio-state';
import { takeAfter, type Take } from './takes';
import { TakesPanel } from './takes-panel';
import { useOverrides } from './use-overrides';
import { useStudioKeys } from './use-studio-keys';
import { useTakes } from './use-takes';

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
 * The motion studio (development only, `?tune`): every motion constant the route and the shell use,
 * grouped, live on the page; saved to motion.config.ts through the dev server (decision 0012).
 */
export function MotionStudio({
  screenMotion,
  openModal,
}: {
  /** The motion groups of the screen on show (its route's handle). */
  screenMotion: readonly MotionGroupId[];
  openModal?: () => boolean;
}) {
  const { pathname } = useLocation();
  const groups = useMemo(() => routeGroups(screenMotion), [screenMotion]);
  const engine = useScrollEngine();
  const paneHost = useRef<HTMLDivElement>(null);
  const pane = useRef<StudioPane | null>(null);
  const devTools = useRef<DevTools | null>(null);
  const { baseline, pending, problems, change, reset, saved, load, ...history } = useOverrides();
  const takes = useTakes();
  const [message, setMessage] = useState<StudioMessage | null>(() => {
    const found = [...problems, ...takes.problems];
    return found.length ? { tone: 'error', text: found.join(' ') } : null;
  });
  const [confirming, setConfirming] = useState<MotionField[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [copied, setCopied] = useState<'link' | 'snippet' | null>(null);
  const [expanded, setExpanded] = useState(true);
  const snippet = configSnippet(getMotion(), pending);
  const stackShown = groups.some((group) => group.id === 'stack');

  const followStack = useCallback(() => devTools.current?.followStack(stackShown), [stackShown]);

  const onChange = useCallback(
    (field: MotionField, value: number | string) => {
      if (!change(field, value)) return;
      setCopied(null);
      followStack();
    },
    [change, followStack],
  );

  /** After a step back or forward, or a take: the rows and GSDevTools follow the values. */
  const afterStep = useCallback(() => {
    setCopied(null);
    pane.current?.refresh();
    followStack();
  }, [followStack]);
  const { undo, redo, canUndo, canRedo } = history;
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
    [load, choose, afterStep],
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

  const replay = useCallback(
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
      devTools.current?.attach(what);
      animation.restart(true);
    },
    [openModal],
  );

  // The pane and GSDevTools: a folder per group of this route.
  useEffect(() => {
    const host = paneHost.current;
    if (!host) return;
    const tools = createDevTools();
    devTools.current = tools;
    pane.current = buildPane(host, groups, engine, {
      change: onChange,
      message: setMessage,
      replay,
      driverChanged: followStack,
    });
    // A rebuilt stack (a tuned value, a resize) is a new timeline: GSDevTools follows it.
    let stackSeen = trackedAnimation('stack');
    const stopFollowing = subscribeStudio(() => {
      if (trackedAnimation('stack') === stackSeen) return;
      stackSeen = trackedAnimation('stack');
      followStack();
    });
    followStack();
    return () => {
      stopFollowing();
      tools.dispose();
      pane.current?.dispose();
      pane.current = null;
      devTools.current = null;
    };
  }, [groups, engine, onChange, replay, followStack]);

  // A save (HMR) brought new file values: the rows show the live config.
  useEffect(() => pane.current?.refresh(), [baseline]);

  // Unsaved values are marked on their rows.
  useEffect(() => {
    pane.current?.mark(new Set(pending.map((field) => pathKey(field.path))));
  }, [pending, groups]);

  const onReset = () => {
    reset();
    setCopied(null);
    pane.current?.refresh();
    followStack();
    setConfirming(null);
    setMessage({ tone: 'info', text: `Back to the values of motion.config.ts.` });
  };

  const save = async (confirmed: boolean) => {
    const offSpec = pending.filter(
      (field) => field.spec !== undefined && readField(getMotion(), field.path) !== field.spec,
    );
    if (!confirmed && offSpec.length) {
      setConfirming(offSpec);
      return;
    }
    setConfirming(null);
    setSaving(true);
    const changes = pending.map((field) => ({
      path: field.path,
      value: readField(getMotion(), field.path),
    }));
    const result = await saveToSource(changes);
    setSaving(false);
    if (!result.ok) {
      setMessage({ tone: 'error', text: `Not saved: ${result.error}.` });
      return;
    }
    // Only what was saved stops being unsaved: an edit made while the save was on its way stays.
    saved(changes);
    setCopied(null);
    setMessage({
      tone: 'info',
      text: result.changed.length
        ? `Saved to motion.config.ts: ${result.changed.join(', ')}.`
        : 'motion.config.ts already had these values.',
    });
  };

  const copy = async (what: 'link' | 'snippet') => {
    const text =
      what === 'link'
        ? tuningLink(
            window.location.origin,
            pathname,
            Object.fromEntries(
              pending.map((field) => [
                pathKey(field.path),
                readField(getMotion(), field.path) ?? '',
              ]),
            ),
          )
        : snippet;
    try {
      await navigator.clipboard.writeText(text);
      setCopied(what);
    } catch {
      setMessage({ tone: 'error', text: `The clipboard refused; copy it from here: ${text}` });
    }
  };

  return (
    <StyledStudio role="region" aria-label="Motion studio" data-lenis-prevent data-motion-studio>
      <StudioChrome />
      <StyledHeader>
        <h2>Motion studio</h2>
        <button type="button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Hide' : 'Show'}
        </button>
      </StyledHeader>
      <p data-testid="studio-status">
        {pending.length
          ? `${pending.length} unsaved ${pending.length === 1 ? 'change' : 'changes'}: ${pending
              .map((field) => field.label)
              .join(', ')}`
          : 'All values are those of motion.config.ts.'}
      </p>
      <StyledActions>
        <button type="button" disabled={!pending.length || saving} onClick={() => void save(false)}>
          {saving ? 'Saving…' : 'Save to source'}
        </button>
        <button type="button" onClick={onReset}>
          Reset
        </button>
        <button
          type="button"
          disabled={!canUndo}
          aria-keyshortcuts="Control+Z Meta+Z"
          onClick={stepBack}
        >
          Undo
        </button>
        <button
          type="button"
          disabled={!canRedo}
          aria-keyshortcuts="Shift+Control+Z Shift+Meta+Z Control+Y"
          onClick={stepForward}
        >
          Redo
        </button>
        <button type="button" onClick={() => void copy('link')}>
          {copied === 'link' ? 'Link copied' : 'Copy link'}
        </button>
        <button type="button" onClick={() => void copy('snippet')}>
          {copied === 'snippet' ? 'Copied' : 'Copy as TypeScript'}
        </button>
      </StyledActions>
      {confirming && (
        <StyledConfirm role="alertdialog" aria-labelledby="studio-confirm-title">
          <p id="studio-confirm-title">
            {confirming.length === 1 ? 'This value differs' : 'These values differ'} from the spec:
          </p>
          <ul>
            {confirming.map((field) => (
              <li key={pathKey(field.path)}>
                {field.label}: {readField(getMotion(), field.path)} (spec: {field.spec})
              </li>
            ))}
          </ul>
          <StyledActions>
            <button type="button" onClick={() => void save(true)}>
              Save anyway
            </button>
            <button type="button" onClick={() => setConfirming(null)}>
              Cancel
            </button>
          </StyledActions>
        </StyledConfirm>
      )}
      <div role="status" aria-live="polite">
        {message && <StyledMessage $tone={message.tone}>{message.text}</StyledMessage>}
      </div>
      <div hidden={!expanded}>
        <TakesPanel
          takes={takes.takes}
          current={takes.current}
          onKeep={(name) => takes.keep(name, getMotion())}
          onSwitch={switchTo}
          onRemove={takes.remove}
        />
      </div>
      <div ref={paneHost} hidden={!expanded} />
      <StyledSnippet hidden={!expanded}>
        <label htmlFor="studio-snippet">Config snippet</label>
        <textarea id="studio-snippet" readOnly value={snippet} rows={5} />
      </StyledSnippet>
    </StyledStudio>
  );
}
