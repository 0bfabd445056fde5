import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import type { MotionField } from '@/motion/motion-fields';
import { getMotion } from '@/motion/motion-store';
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
import { getStudioShown, setStudioShown, subscribeStudio } from './studio-state';
import { TakesPanel } from './takes-panel';
import { useCopy } from './use-copy';
import { useOverrides } from './use-overrides';
import { useReplay } from './use-replay';
import { useSave } from './use-save';
import { useSteps } from './use-steps';
import { useMapActions } from './use-scroll-map';
import { useDevTools, useStudioPane } from './use-studio-pane';
import { useTakes } from './use-takes';

/** What the tab's storage or a shared link held that could not be used, as the first message. */
const problemsMessage = (problems: string[]): StudioMessage | null =>
  problems.length ? { tone: 'error', text: problems.join(' ') } : null;

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
  useEffect(() => hideMarkersFromReaders(), []);
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
  const paneOptions = { groups, baseline, pending, change: onChange, setMessage, replay };
  const { hostRef, paneRef } = useStudioPane(paneOptions, tools);
  const afterStep = useCallback(() => {
    setCopied(null);
    paneRef.current?.refresh();
    followStack();
  }, [setCopied, paneRef, followStack]);
  const map = useMapActions(onChange, paneRef, followStack);
  const { undo, redo, canUndo, canRedo } = overrides;
  const steps = useSteps({ undo, redo, load, takes, afterStep, setMessage });
  const onSaved: typeof saved = (changes, before) => {
    saved(changes, before);
    setCopied(null);
  };
  const { confirming, saving, save, cancel } = useSave(pending, onSaved, setMessage);
  const onReset = () => {
    reset();
    afterStep();
    cancel();
    setMessage({ tone: 'info', text: `Back to the values of motion.config.ts.` });
  };

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
      <div hidden={!expanded}>
        <TakesPanel
          takes={takes.takes}
          current={takes.current}
          onKeep={(name) => takes.keep(name, getMotion())}
          onSwitch={steps.switchTo}
          onRemove={takes.remove}
        />
      </div>
      {expanded && <ScrollMap groups={groups} {...map} />}
      <div ref={hostRef} hidden={!expanded} />
      <ConfigSnippet snippet={snippet} hidden={!expanded} />
    </StyledStudio>
  );
}
