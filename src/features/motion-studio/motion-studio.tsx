import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { pathKey, type MotionField } from '@/motion/motion-fields';
import { getMotion } from '@/motion/motion-store';
import { CurveEditor } from './curve-editor';
import { StudioChrome, StyledMessage, StyledStudio } from './motion-studio.styles';
import { hideMarkersFromReaders } from './page-tools';
import { configSnippet } from './overrides';
import type { StudioMessage } from './pane-rows';
import { routeGroups } from './route-groups';
import { ScrollMap } from './scroll-map';
import {
  ConfigSnippet,
  SpecConfirm,
  StudioActions,
  StudioHeader,
  StudioStatus,
} from './studio-parts';
import { fieldsOf, type MotionGroup } from './studio-groups';
import { getStudioShown, setStudioShown, subscribeStudio } from './studio-state';
import { TakesPanel } from './takes-panel';
import { TimelinePanel } from './timeline-panel';
import { useCopy } from './use-copy';
import { useOverrides, type OverridesState } from './use-overrides';
import { useReplay } from './use-replay';
import { useSave } from './use-save';
import { useSteps } from './use-steps';
import { useMapActions } from './use-scroll-map';
import { useDevTools, useStudioPane } from './use-studio-pane';
import { useTakes } from './use-takes';

/** What the tab's storage or a shared link held that could not be used, as the first message. */
const problemsMessage = (problems: string[]): StudioMessage | null =>
  problems.length ? { tone: 'error', text: problems.join(' ') } : null;

/** The studio's takes and, while shown, its scroll map, timeline and curve editor. */
function StudioWorkspace(props: {
  expanded: boolean;
  takes: ReturnType<typeof useTakes>;
  steps: ReturnType<typeof useSteps>;
  groups: readonly MotionGroup[];
  curves: ReturnType<typeof useCurveEditor>;
  setMessage: (message: StudioMessage | null) => void;
  replay: ReturnType<typeof useReplay>;
  map: ReturnType<typeof useMapActions>;
}) {
  const { expanded, takes, steps, groups, curves, setMessage, replay, map } = props;
  // The markers ScrollTrigger draws are pictures of the page's triggers: hidden from screen readers.
  useEffect(() => hideMarkersFromReaders(), []);
  return (
    <>
      <div hidden={!expanded}>
        <TakesPanel
          takes={takes.takes}
          current={takes.current}
          onKeep={(name) => takes.keep(name, getMotion())}
          onSwitch={steps.switchTo}
          onRemove={takes.remove}
        />
      </div>
      {expanded && (
        <>
          <ScrollMap groups={groups} {...map} />
          <TimelinePanel groups={groups} change={map.change} />
          <CurveEditor {...curves} {...{ groups, setMessage, replay }} change={map.change} />
        </>
      )}
    </>
  );
}

/** Save (a save clears what was copied) and Reset (a step back to the file, ending any question). */
function useSaveAndReset(options: {
  pending: MotionField[];
  saved: OverridesState['saved'];
  reset: () => void;
  afterStep: () => void;
  setCopied: (copied: null) => void;
  setMessage: (message: StudioMessage | null) => void;
}) {
  const { pending, saved, reset, afterStep, setCopied, setMessage } = options;
  const onSaved: typeof saved = (changes, before) => {
    saved(changes, before);
    setCopied(null);
  };
  const save = useSave(pending, onSaved, setMessage);
  const onReset = () => {
    reset();
    afterStep();
    save.cancel();
    setMessage({ tone: 'info', text: `Back to the values of motion.config.ts.` });
  };
  return { ...save, onReset };
}

/** The route's ease fields, the one the curve editor shows, and what takes one there from the pane. */
function useCurveEditor(groups: readonly MotionGroup[]) {
  const fields = useMemo(
    () => groups.flatMap((group) => fieldsOf(group.id)).filter((field) => field.kind !== 'number'),
    [groups],
  );
  // The entrance ease plays most of the site's motion: the editor starts on it.
  const [selected, setSelected] = useState('ease.entrance');
  const editCurve = useCallback((field: MotionField) => {
    setSelected(pathKey(field.path));
    requestAnimationFrame(() => {
      const editor = document.querySelector<HTMLElement>('[data-curve-editor]');
      editor?.scrollIntoView({ block: 'nearest' });
      editor?.querySelector<HTMLElement>('select')?.focus();
    });
  }, []);
  return { fields, selected, onSelect: setSelected, editCurve };
}

/**
 * The motion studio (development only, `?tune`): every motion constant the route and the shell use,
 * grouped, live on the page; saved to motion.config.ts through the dev server (decision 0012).
 */
export function MotionStudio({ openModal }: { openModal?: () => boolean }) {
  const { pathname } = useLocation();
  const groups = useMemo(() => routeGroups(pathname), [pathname]);
  const overrides = useOverrides();
  const { baseline, pending, change, reset, saved, load } = overrides;
  const takes = useTakes();
  const [message, setMessage] = useState(() =>
    problemsMessage([...overrides.problems, ...takes.problems]),
  );
  const expanded = useSyncExternalStore(subscribeStudio, getStudioShown);
  const snippet = configSnippet(getMotion(), pending);
  const { copied, setCopied, copy } = useCopy(pending, pathname, snippet, setMessage);
  const tools = useDevTools(groups);
  const { followStack } = tools;
  const replay = useReplay(tools.devToolsRef, setMessage, openModal);
  const onChange = useCallback(
    (field: MotionField, value: number | string) => {
      if (!change(field, value)) return;
      setCopied(null);
      followStack();
    },
    [change, setCopied, followStack],
  );
  const curves = useCurveEditor(groups);
  const { editCurve } = curves;
  const paneOptions = {
    groups,
    baseline,
    pending,
    change: onChange,
    setMessage,
    replay,
    editCurve,
  };
  const { hostRef, paneRef } = useStudioPane(paneOptions, tools);
  const afterStep = useCallback(() => {
    setCopied(null);
    paneRef.current?.refresh();
    followStack();
  }, [setCopied, paneRef, followStack]);
  const map = useMapActions(onChange, paneRef, followStack);
  const { undo, redo, canUndo, canRedo } = overrides;
  const steps = useSteps({ undo, redo, load, takes, afterStep, setMessage });
  const { confirming, saving, save, cancel, onReset } = useSaveAndReset({
    pending,
    saved,
    reset,
    afterStep,
    setCopied,
    setMessage,
  });

  return (
    <StyledStudio role="region" aria-label="Motion studio" data-lenis-prevent data-motion-studio>
      <StudioChrome />
      <StudioHeader expanded={expanded} onToggle={() => setStudioShown(!expanded)} />
      <StudioStatus pending={pending} />
      <StudioActions
        pending={pending.length}
        {...{ saving, canUndo, canRedo, copied }}
        onSave={() => void save(false)}
        onReset={onReset}
        onUndo={steps.stepBack}
        onRedo={steps.stepForward}
        onCopy={(what) => void copy(what)}
      />
      {confirming && (
        <SpecConfirm fields={confirming} onSave={() => void save(true)} onCancel={cancel} />
      )}
      <div role="status" aria-live="polite">
        {message && <StyledMessage $tone={message.tone}>{message.text}</StyledMessage>}
      </div>
      <StudioWorkspace {...{ expanded, takes, steps, groups, curves, setMessage, replay, map }} />
      <div ref={hostRef} hidden={!expanded} />
      <ConfigSnippet snippet={snippet} hidden={!expanded} />
    </StyledStudio>
  );
}
