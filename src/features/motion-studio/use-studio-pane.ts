import { useCallback, useEffect, useRef } from 'react';
import { pathKey, type MotionField } from '@/motion/motion-fields';
import type { MotionConfig } from '@/motion/motion.config';
import { useScrollEngine } from '@/motion/scroll-engine-context';
import { buildPane, type Replay, type StudioPane } from './build-pane';
import { createDevTools, type DevTools } from './devtools';
import type { StudioMessage } from './pane-rows';
import type { MotionGroup } from './studio-groups';
import { subscribeStudio, trackedAnimation } from './studio-state';

interface PaneOptions {
  groups: readonly MotionGroup[];
  /** The file's values: when a save brings new ones, the rows show the live config. */
  baseline: MotionConfig;
  /** The unsaved fields, marked on their rows. */
  pending: readonly MotionField[];
  change: (field: MotionField, value: number | string) => void;
  setMessage: (message: StudioMessage | null) => void;
  replay: (replay: Replay, group: MotionGroup) => void;
  editCurve: (field: MotionField) => void;
}

/** The studio's GSDevTools bar, and `followStack`: on the home stack while the studio holds it. */
export function useDevTools(groups: readonly MotionGroup[]) {
  const devToolsRef = useRef<DevTools | null>(null);
  const stackShown = groups.some((group) => group.id === 'stack');
  const followStack = useCallback(() => devToolsRef.current?.followStack(stackShown), [stackShown]);
  return { devToolsRef, followStack };
}

/**
 * The pane in `host` and GSDevTools, a folder per group of this route, rebuilt when the route's groups
 * change; its rows follow saves and show what is unsaved.
 */
export function useStudioPane(
  { groups, baseline, pending, change, setMessage, replay, editCurve }: PaneOptions,
  { devToolsRef, followStack }: ReturnType<typeof useDevTools>,
) {
  const engine = useScrollEngine();
  const hostRef = useRef<HTMLDivElement>(null);
  const paneRef = useRef<StudioPane | null>(null);

  useEffect(() => {
    if (!hostRef.current) return;
    const tools = createDevTools();
    devToolsRef.current = tools;
    paneRef.current = buildPane(hostRef.current, groups, engine, {
      change,
      message: setMessage,
      replay,
      driverChanged: followStack,
      editCurve,
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
      paneRef.current?.dispose();
      paneRef.current = null;
      devToolsRef.current = null;
    };
  }, [groups, engine, change, setMessage, replay, followStack, devToolsRef, editCurve]);

  useEffect(() => paneRef.current?.refresh(), [baseline]);
  useEffect(() => {
    paneRef.current?.mark(new Set(pending.map((field) => pathKey(field.path))));
  }, [pending, groups]);

  return { hostRef, paneRef };
}
