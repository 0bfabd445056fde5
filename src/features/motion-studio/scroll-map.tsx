import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { writeField } from '@/motion/config-path';
import { pathKey, type MotionField } from '@/motion/motion-fields';
import type { MotionConfig } from '@/motion/motion.config';
import { useMotion } from '@/motion/motion-store';
import { useScrollEngine } from '@/motion/scroll-engine-context';
import { useMediaQuery } from '@/hooks/use-media-query';
import { wideMotionQuery } from '@/styles/theme';
import { StyledActions, StyledConfirm } from './motion-studio.styles';
import { cardLine, snapToField, stackHandles, type StackHandle } from './scroll-map-model';
import { StyledMap } from './scroll-map.styles';
import type { MotionGroup } from './studio-groups';
import { usePlayhead, useTriggerRows } from './use-scroll-map';
import { useSpecAsk, type SpecAsk } from './use-spec-ask';

interface ScrollMapProps {
  /** The route's groups: a map where one is scroll-driven, the stack's lines where it is shown. */
  groups: readonly MotionGroup[];
  change: (field: MotionField, value: number) => void;
  /** The map scrolls the page: the stack must follow the scrollbar, not GSDevTools. */
  toScrollDriver: () => void;
}

/** Keys that move the playhead (100 px a step; Home and End too) or a handle (its field's step). */
const KEY_STEPS: Record<string, number> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: 10,
  PageDown: -10,
};

/**
 * The scroll map: the page from its top (left) to its end (right), a bar per ScrollTrigger, the stack's
 * cards as lines of their top against the scroll with handles on their starts, floor and release, and a
 * playhead at the page's scroll. A press on the map (or its arrow keys) scrolls the page there.
 */
export function ScrollMap({ groups, change, toScrollDriver }: ScrollMapProps) {
  // The stack moves on wide screens with motion only (elsewhere its cards are a plain column).
  const stackMoves = useMediaQuery(wideMotionQuery);
  if (!groups.some((group) => group.timeline === 'scroll')) return null;
  return (
    <ScrollMapBody
      showStack={stackMoves && groups.some((group) => group.id === 'stack')}
      {...{ change, toScrollDriver }}
    />
  );
}

/** The map itself, once the route has a scroll-driven group. */
function ScrollMapBody({
  showStack,
  change,
  toScrollDriver,
}: Omit<ScrollMapProps, 'groups'> & { showStack: boolean }) {
  const engine = useScrollEngine();
  const config = useMotion();
  const { rows, end } = useTriggerRows();
  const { playheadRef, scrubRef } = usePlayhead(engine, end);
  const { asking, commit, confirm, cancel } = useSpecAsk(change);
  const scrollTo = (y: number) => {
    toScrollDriver();
    engine.scrollTo(Math.min(end, Math.max(0, Math.round(y))));
  };
  const scrub = (event: PointerEvent<HTMLDivElement>) => {
    if (event.type === 'pointerdown') event.currentTarget.setPointerCapture(event.pointerId);
    else if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    const box = event.currentTarget.getBoundingClientRect();
    scrollTo(((event.clientX - box.left) / box.width) * end);
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const to =
      { Home: 0, End: end }[event.key] ?? engine.scrollY() + (KEY_STEPS[event.key] ?? NaN) * 100;
    if (Number.isNaN(to)) return;
    event.preventDefault();
    scrollTo(to);
  };

  return (
    <StyledMap aria-labelledby="scroll-map-title">
      <h3 id="scroll-map-title">Scroll map</h3>
      <div className="map">
        <div
          ref={scrubRef}
          className="scrub"
          role="slider"
          tabIndex={0}
          aria-label="Scroll position on the scroll map"
          aria-valuemin={0}
          aria-valuemax={Math.round(end)}
          aria-valuenow={Math.round(engine.scrollY())}
          onPointerDown={scrub}
          onPointerMove={scrub}
          onKeyDown={onKey}
        />
        <Ruler end={end} />
        {showStack && (
          <div className="row" data-stack>
            <span>Stacked cards (pinned)</span>
            <i style={span(0, config.stack.fixedUntil, end)} />
          </div>
        )}
        {rows.map((row) => (
          <div className="row" key={row.label}>
            <span>{row.label}</span>
            {row.spans.map(({ start, end: stop }, index) => (
              // Several triggers of a section may share a span: they are told apart by their order.
              <i key={index} style={span(start, stop, end)} />
            ))}
          </div>
        ))}
        {showStack && <StackGraph config={config} end={end} onCommit={commit} />}
        <div ref={playheadRef} className="playhead" aria-hidden="true" />
      </div>
      {showStack && (
        <p className="legend">
          Lines: each card&apos;s top on screen (down) against the scroll (right). Drag a circle to
          where a card lands, the square to the floor, the handle below to the release; or focus one
          and use the arrow keys.
        </p>
      )}
      {asking && <MapConfirm asking={asking} onConfirm={confirm} onCancel={cancel} />}
    </StyledMap>
  );
}

/** A bar from `start` to `stop` on a map `end` px long, as CSS. */
const span = (start: number, stop: number, end: number) => ({
  left: `${(Math.min(start, end) / end) * 100}%`,
  width: `${((Math.min(stop, end) - Math.min(start, end)) / end) * 100}%`,
});

/** Ticks every 1,000 px of scroll (500 on a short page). */
function Ruler({ end }: { end: number }) {
  const every = end > 3000 ? 1000 : 500;
  const ticks = Array.from({ length: Math.floor(end / every) + 1 }, (_, index) => index * every);
  return (
    <div className="ruler" aria-hidden="true">
      {ticks.map((tick) => (
        <span key={tick} style={{ left: `${(tick / end) * 100}%` }}>
          {tick === 0 ? '0' : `${tick / 1000}k`}
        </span>
      ))}
    </div>
  );
}

/** A handle being dragged: the field and the value it would take. */
interface Drag {
  key: string;
  value: number;
}

/**
 * The stack's cards as lines of their top (down) against the scroll (right): each falls to the floor,
 * holds until the release, then goes up with the page. Handles: each card where it lands, the floor,
 * the release; a drag shows its value on the lines and applies it on release.
 */
function StackGraph(props: {
  config: MotionConfig;
  end: number;
  onCommit: (field: MotionField, value: number) => void;
}) {
  const { config, end, onCommit } = props;
  const [drag, setDrag] = useState<Drag | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const dragged = stackHandles(config).find((handle) => pathKey(handle.field.path) === drag?.key);
  const shown = dragged && drag ? writeField(config, dragged.field.path, drag.value) : config;
  const { startOffsets: starts, minOffset: floor, fixedUntil: release } = shown.stack;
  const depth = Math.max(...starts) * 1.08;
  const scale = { end, depth };
  return (
    <div className="stack" ref={boxRef}>
      <svg viewBox={`0 0 ${end} ${depth}`} preserveAspectRatio="none" aria-hidden="true">
        <line className="floor" x1={0} x2={end} y1={floor} y2={floor} />
        <line className="release" x1={release} x2={release} y1={0} y2={depth} />
        {starts.map((start, index) => (
          <polyline
            key={index}
            points={cardLine(start, floor, release, end)
              .map((point) => point.join(','))
              .join(' ')}
          />
        ))}
      </svg>
      {stackHandles(shown).map((handle) => (
        <MapHandle
          key={pathKey(handle.field.path)}
          {...{ handle, scale, boxRef }}
          dragging={pathKey(handle.field.path) === drag?.key}
          onDrag={(value) =>
            setDrag(value === null ? null : { key: pathKey(handle.field.path), value })
          }
          onCommit={(value) => onCommit(handle.field, value)}
        />
      ))}
    </div>
  );
}

/** Where a handle sits on the graph (percent of its box): cards on the floor line, the release below. */
function handlePlace(handle: StackHandle, { end, depth }: { end: number; depth: number }) {
  if (handle.axis === 'top') return { left: '0%', top: `${(handle.at / depth) * 100}%` };
  const left = `${(Math.min(handle.at, end) / end) * 100}%`;
  const isRelease = handle.field.path[1] === 'fixedUntil';
  const floor = handle.valueAt(handle.at) - handle.at;
  return { left, top: isRelease ? '100%' : `${(floor / depth) * 100}%` };
}

/** A handle: dragged with a pointer, or focused and moved with the arrow keys (its field's step). */
function MapHandle(props: {
  handle: StackHandle;
  scale: { end: number; depth: number };
  boxRef: RefObject<HTMLDivElement | null>;
  dragging: boolean;
  onDrag: (value: number | null) => void;
  onCommit: (value: number) => void;
}) {
  const { handle, scale, boxRef, dragging, onDrag, onCommit } = props;
  const { field } = handle;
  const value = handle.valueAt(handle.at);
  const valueFrom = (event: PointerEvent<HTMLDivElement>) => {
    const box = boxRef.current?.getBoundingClientRect();
    if (!box) return value;
    const at =
      handle.axis === 'scroll'
        ? ((event.clientX - box.left) / box.width) * scale.end
        : ((event.clientY - box.top) / box.height) * scale.depth;
    return snapToField(field, handle.valueAt(at));
  };
  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    const target = event.currentTarget;
    if (event.type === 'pointerdown') target.setPointerCapture(event.pointerId);
    else if (!target.hasPointerCapture(event.pointerId)) return;
    if (event.type === 'pointerup') {
      target.releasePointerCapture(event.pointerId);
      onDrag(null);
      onCommit(valueFrom(event));
    } else onDrag(valueFrom(event));
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps = KEY_STEPS[event.key];
    if (steps === undefined) return;
    event.preventDefault();
    onCommit(snapToField(field, value + steps * (field.step ?? 1)));
  };
  return (
    <div
      className="handle"
      role="slider"
      tabIndex={0}
      aria-label={handle.name}
      aria-valuemin={field.min}
      aria-valuemax={field.max}
      aria-valuenow={value}
      aria-valuetext={handle.text}
      title={handle.text}
      data-axis={handle.axis}
      data-dragging={dragging || undefined}
      style={handlePlace(handle, scale)}
      onPointerDown={onPointer}
      onPointerMove={onPointer}
      onPointerUp={onPointer}
      onKeyDown={onKey}
    />
  );
}

/** Asks before a handle moves a spec value; focus comes back to the handle after. */
function MapConfirm({
  asking,
  onConfirm,
  onCancel,
}: {
  asking: SpecAsk;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const yesRef = useRef<HTMLButtonElement>(null);
  useEffect(() => yesRef.current?.focus(), []);
  const back = (then: () => void) => () => {
    then();
    document
      .querySelector<HTMLElement>(`[aria-label="${asking.field.label} on the scroll map"]`)
      ?.focus();
  };
  return (
    <StyledConfirm role="alertdialog" aria-labelledby="map-confirm-title">
      <p id="map-confirm-title">
        The spec fixes {asking.field.label} at {asking.field.spec}. Set it to {asking.value}?
      </p>
      <StyledActions>
        <button ref={yesRef} type="button" onClick={back(onConfirm)}>
          Set anyway
        </button>
        <button type="button" onClick={back(onCancel)}>
          Cancel
        </button>
      </StyledActions>
    </StyledConfirm>
  );
}
