import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Pane, type FolderApi } from 'tweakpane';
import * as EssentialsPlugin from '@tweakpane/plugin-essentials';
import type { CubicBezier, CubicBezierApi } from '@tweakpane/plugin-essentials';
import { GSDevTools } from 'gsap/GSDevTools';
import { gsap } from '@/motion/gsap';
import {
  gsapEaseNames,
  motionFields,
  pathKey,
  type MotionField,
  type MotionGroup,
} from '@/motion/motion-fields';
import { useScrollEngine } from '@/motion/scroll-engine-context';
import {
  getBaseline,
  getMarkers,
  getMotion,
  getTimelineDriver,
  setMarkers,
  setMotion,
  setTimelineDriver,
  subscribeMotion,
  trackedAnimation,
} from '@/motion/tuning-store';
import {
  applyOverrides,
  configSnippet,
  parseOverrides,
  tuningLink,
  unsaved,
  type Overrides,
} from './overrides';
import { readField, writeField } from '@/motion/config-path';
import { routeGroups } from './route-groups';
import {
  StudioChrome,
  StyledActions,
  StyledConfirm,
  StyledHeader,
  StyledMessage,
  StyledSnippet,
  StyledStudio,
} from './motion-studio.styles';
import {
  fieldRow,
  formatBezier,
  guardCurve,
  nameRow,
  toBezier,
  whenTyped,
  type StudioMessage,
} from './pane-rows';

gsap.registerPlugin(GSDevTools);

/** Unsaved edits survive a reload of the tab (not of the browser). */
export const STORAGE_KEY = 'motion-studio:unsaved';
/** The dev server's save endpoint (vite.config.ts, scripts/dev-server/motion-studio-endpoint.mjs). */
export const SAVE_URL = '/__motion-studio/save';
const DEVTOOLS_ID = 'motion-studio';

/** What each replay button replays, by group. The loader plays once per page load. */
const replays: Partial<Record<MotionGroup['id'], { title: string; animation: string }>> = {
  hero: { title: 'Replay hero entrance', animation: 'hero' },
  about: { title: 'Replay tab panel fade', animation: 'about' },
  modal: { title: 'Replay modal opening (opens it)', animation: 'modal' },
  loader: { title: 'Replay loader (reloads the page)', animation: 'loader' },
};

function initialOverrides(): { overrides: Overrides; problems: string[] } {
  const fromLink = new URLSearchParams(window.location.search).get('tune');
  if (fromLink) return parseOverrides(fromLink);
  return parseOverrides(window.sessionStorage.getItem(STORAGE_KEY));
}

/**
 * The motion studio (development only, `?tune`): every motion constant the route and the shell use,
 * grouped, live on the page; saved to motion.config.ts through the dev server (decision 0012).
 */
export function MotionStudio({ openModal }: { openModal?: () => void }) {
  const { pathname } = useLocation();
  const groups = useMemo(() => routeGroups(pathname), [pathname]);
  const engine = useScrollEngine();
  const paneHost = useRef<HTMLDivElement>(null);
  const [start] = useState(initialOverrides);
  const [overrides, setOverrides] = useState<Overrides>(start.overrides);
  const overridesRef = useRef(overrides);
  const [baseline, setBaselineState] = useState(getBaseline);
  const [message, setMessage] = useState<StudioMessage | null>(() =>
    start.problems.length ? { tone: 'error', text: start.problems.join(' ') } : null,
  );
  const [confirming, setConfirming] = useState<MotionField[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [copied, setCopied] = useState<'link' | 'snippet' | null>(null);
  const [expanded, setExpanded] = useState(true);
  /** The pane's bindings by field, to refresh and mark them. */
  const bindings = useRef(new Map<string, { element: HTMLElement; refresh: () => void }>());
  const params = useRef<Record<string, unknown>>({});

  const pending = useMemo(() => unsaved(baseline, overrides), [baseline, overrides]);
  const snippet = configSnippet(getMotion(), pending);

  const remember = useCallback((next: Overrides) => {
    overridesRef.current = next;
    setOverrides(next);
    setCopied(null);
    if (Object.keys(next).length) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else window.sessionStorage.removeItem(STORAGE_KEY);
  }, []);

  /** The pane shows the live config. */
  const refreshPane = useCallback(() => {
    for (const field of motionFields) {
      const key = pathKey(field.path);
      const entry = bindings.current.get(key);
      if (!entry) continue;
      const value = readField(getMotion(), field.path);
      params.current[key] = field.kind === 'cssEase' ? toBezier(value) : value;
      entry.refresh();
    }
  }, []);

  /** The animation GSDevTools is on, by name. */
  const devToolsOn = useRef<string | null>(null);
  const attachDevTools = useCallback((name: string) => {
    GSDevTools.getById(DEVTOOLS_ID)?.kill();
    devToolsOn.current = null;
    const animation = trackedAnimation(name);
    // A scroll-driven timeline belongs to the scrollbar; GSDevTools drives only time-based ones.
    if (!animation || animation.scrollTrigger) return;
    GSDevTools.create({ id: DEVTOOLS_ID, animation, globalSync: false });
    devToolsOn.current = name;
  }, []);

  // The home stack's paused copy is on GSDevTools while the driver is 'devtools' (as before the studio).
  const followStack = useCallback(() => {
    requestAnimationFrame(() => {
      if (groups.some((group) => group.id === 'stack') && getTimelineDriver() === 'devtools') {
        attachDevTools('stack');
      } else if (devToolsOn.current === 'stack') {
        GSDevTools.getById(DEVTOOLS_ID)?.kill();
        devToolsOn.current = null;
      }
    });
  }, [attachDevTools, groups]);

  /** One value changed: the config is copied along its path only, so only the timelines using it rebuild. */
  const change = useCallback(
    (field: MotionField, value: number | string) => {
      const key = pathKey(field.path);
      if (readField(getMotion(), field.path) === value) return;
      setMotion(writeField(getMotion(), field.path, value));
      remember({ ...overridesRef.current, [key]: value });
      followStack();
    },
    [followStack, remember],
  );

  // Start from the link's or the tab's unsaved edits; a save (HMR) brings a new baseline.
  useEffect(() => {
    setMotion(applyOverrides(getBaseline(), overridesRef.current));
    // A shared link's values become this tab's edits, and leave the address: a reload then keeps the
    // edits made since, instead of going back to the link's.
    const url = new URL(window.location.href);
    if (url.searchParams.get('tune')) {
      remember(overridesRef.current);
      url.searchParams.set('tune', '');
      window.history.replaceState(window.history.state, '', url.href.replace('tune=', 'tune'));
    }
    let seen = getBaseline();
    return subscribeMotion(() => {
      if (getBaseline() === seen) return;
      seen = getBaseline();
      setBaselineState(seen);
      setMotion(applyOverrides(seen, overridesRef.current));
      refreshPane();
    });
  }, [refreshPane, remember]);

  // The pane: a folder per group of this route.
  useEffect(() => {
    const host = paneHost.current;
    if (!host) return;
    const pane = new Pane({ container: host });
    pane.registerPlugin(EssentialsPlugin);
    const made = bindings.current;
    made.clear();
    const values = params.current;

    /** What the pane subscribed to outside itself, undone with it. */
    const cleanups: (() => void)[] = [];
    if (groups.some((group) => group.timeline === 'scroll')) {
      const folder = pane.addFolder({ title: 'Scroll timelines' });
      const scrub = { position: Math.round(engine.scrollY()), markers: getMarkers() };
      const max = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
      const scrubBinding = folder.addBinding(scrub, 'position', {
        label: 'Scroll position (px)',
        min: 0,
        max,
        step: 10,
      });
      nameRow(scrubBinding.element, 'Scroll position (px)');
      const scrollTo = (position: number) => {
        const end = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
        const top = Math.min(Math.max(0, position), end);
        if (Math.abs(top - engine.scrollY()) >= 1) engine.scrollTo(top);
      };
      scrubBinding.on('change', (event) => scrollTo(event.value));
      const scrubField = scrubBinding.element.querySelector('input');
      if (scrubField) {
        whenTyped(scrubField, (position) => {
          if (position !== null && Number.isFinite(position)) scrollTo(position);
        });
      }
      cleanups.push(
        engine.onScroll((y) => {
          scrub.position = Math.round(y);
          scrubBinding.refresh();
        }),
      );
      const markers = folder.addBinding(scrub, 'markers', { label: 'ScrollTrigger markers' });
      nameRow(markers.element, 'ScrollTrigger markers');
      markers.on('change', (event) => setMarkers(event.value));
      if (groups.some((group) => group.id === 'stack')) {
        const drive = { devtools: getTimelineDriver() === 'devtools' };
        const driverLabel =
          'Scrub the stack with GSDevTools (off: with the scrollbar and its markers)';
        const driverRow = folder.addBinding(drive, 'devtools', { label: driverLabel });
        nameRow(driverRow.element, driverLabel);
        driverRow.on('change', (event) => {
          setTimelineDriver(event.value ? 'devtools' : 'scroll');
          followStack();
        });
      }
    }

    for (const group of groups) {
      const fields = motionFields.filter((field) => field.group === group.id);
      const folder: FolderApi = pane.addFolder({ title: group.title });
      for (const field of fields) {
        const key = pathKey(field.path);
        const value = readField(getMotion(), field.path);
        let element: HTMLElement;
        let refresh: () => void;
        if (field.kind === 'cssEase') {
          values[key] = toBezier(value);
          const blade = folder.addBlade({
            view: 'cubicbezier',
            value: (values[key] as CubicBezier).toObject(),
            expanded: false,
            label: field.label,
            picker: 'inline',
          }) as CubicBezierApi;
          blade.on('change', (event) => change(field, formatBezier(event.value)));
          guardCurve(blade.element, field, setMessage);
          element = blade.element;
          refresh = () => {
            blade.value = values[key] as CubicBezier;
          };
        } else {
          values[key] = value;
          const binding =
            field.kind === 'gsapEase'
              ? folder.addBinding(values, key, {
                  label: field.label,
                  options: Object.fromEntries(gsapEaseNames.map((name) => [name, name])),
                })
              : folder.addBinding(values, key, {
                  label: field.label,
                  min: field.min,
                  max: field.max,
                  step: field.step,
                });
          binding.on('change', (event: { value: unknown }) => {
            if (typeof event.value === 'number' || typeof event.value === 'string') {
              change(field, event.value);
            }
          });
          element = binding.element;
          refresh = () => binding.refresh();
        }
        fieldRow(element, field, change, setMessage);
        made.set(key, { element, refresh });
      }
      const replay = replays[group.id];
      if (replay) {
        folder.addButton({ title: replay.title }).on('click', () => {
          if (replay.animation === 'loader') {
            window.location.reload();
            return;
          }
          if (replay.animation === 'modal') {
            // The open modal makes the rest of the page (the studio too) inert: opening it is the replay.
            openModal?.();
            window.setTimeout(() => {
              setMessage(
                document.querySelector('dialog[open]')
                  ? { tone: 'info', text: 'Press Escape to close the modal, then replay again.' }
                  : {
                      tone: 'info',
                      text: 'This page has no project-request modal: replay its opening on / or /services.',
                    },
              );
            }, 300);
            return;
          }
          const animation = trackedAnimation(replay.animation);
          if (!animation) {
            setMessage({
              tone: 'info',
              text: `Nothing to replay yet: ${group.title} has not played on this page.`,
            });
            return;
          }
          attachDevTools(replay.animation);
          animation.restart(true);
        });
      }
    }
    followStack();
    return () => {
      for (const cleanup of cleanups) cleanup();
      GSDevTools.getById(DEVTOOLS_ID)?.kill();
      pane.dispose();
      made.clear();
    };
  }, [groups, engine, change, attachDevTools, followStack, openModal]);

  // Unsaved values are marked on their rows.
  useEffect(() => {
    const keys = new Set(pending.map((field) => pathKey(field.path)));
    for (const [key, { element }] of bindings.current) {
      element.toggleAttribute('data-unsaved', keys.has(key));
    }
  }, [pending, groups]);

  const reset = () => {
    remember({});
    setMotion(getBaseline());
    refreshPane();
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
    try {
      const response = await fetch(SAVE_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ changes }),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        changed?: string[];
        error?: string;
      };
      if (!response.ok) {
        setMessage({
          tone: 'error',
          text: `Not saved: ${answer.error ?? `the dev server answered ${response.status}`}.`,
        });
        return;
      }
      // Only what was saved stops being unsaved: an edit made while the save was on its way stays.
      const next: Record<string, number | string> = { ...overridesRef.current };
      for (const { path, value } of changes) {
        if (next[pathKey(path)] === value) delete next[pathKey(path)];
      }
      remember(next);
      const changed = answer.changed ?? [];
      setMessage({
        tone: 'info',
        text: changed.length
          ? `Saved to motion.config.ts: ${changed.join(', ')}.`
          : 'motion.config.ts already had these values.',
      });
    } catch (error) {
      setMessage({
        tone: 'error',
        text: `Not saved: the dev server could not be reached (${error instanceof Error ? error.message : String(error)}). Your edits are kept.`,
      });
    } finally {
      setSaving(false);
    }
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
        <button type="button" onClick={reset}>
          Reset
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
      <div ref={paneHost} hidden={!expanded} />
      <StyledSnippet hidden={!expanded}>
        <label htmlFor="studio-snippet">Config snippet</label>
        <textarea id="studio-snippet" readOnly value={snippet} rows={5} />
      </StyledSnippet>
    </StyledStudio>
  );
}
