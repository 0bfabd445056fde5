import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { MotionField } from '@/motion/motion-fields';
import { useMotion } from '@/motion/motion-store';
import { useScrollEngine } from '@/motion/scroll-engine-context';
import { useMediaQuery } from '@/hooks/use-media-query';
import { wideMotionQuery } from '@/styles/theme';
import { StyledActions, StyledConfirm } from './motion-studio.styles';
import { pressedShare } from './pressed-share';
import { KEY_STEPS, rulerStep } from './scroll-map-model';
import { StyledMap } from './scroll-map.styles';
import { StackGraph } from './stack-graph';
import type { MotionGroup } from './studio-groups';
import { usePlayhead, useTriggerRows } from './use-scroll-map';
import { useSpecAsk, type SpecAsk } from './use-spec-ask';
import { useWidth } from './use-width';

interface ScrollMapProps {
  /** The route's groups: a map where one is scroll-driven, the stack's lines where it is shown. */
  groups: readonly MotionGroup[];
  change: (field: MotionField, value: number) => void;
  /** The map scrolls the page: the stack must follow the scrollbar, not GSDevTools. */
  toScrollDriver: () => void;
}

/**
 * The scroll map: the page from its top (left) to its end (right), a bar per ScrollTrigger, the stack's
 * cards as lines of their top against the scroll with handles on their start offsets, min offset
 * and fixedUntil, and a playhead at the page's scroll. A press on the map (or its arrow keys)
 * scrolls the page there.
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
  const { playheadRef, scrubRef } = usePlayhead(engine, end, showStack);
  const { asking, commit, confirm, cancel } = useSpecAsk(change);
  const scrollTo = (y: number) => {
    toScrollDriver();
    engine.scrollTo(Math.min(end, Math.max(0, Math.round(y))));
  };
  const scrub = (event: PointerEvent<HTMLDivElement>) => {
    const share = pressedShare(event);
    if (share !== null) scrollTo(share * end);
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
          where a card lands, the square to the min offset, the handle below to fixed until; or
          focus one and use the arrow keys.
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

/** The ruler: ticks of scroll, labelled in px, as many as its width has room for. */
function Ruler({ end }: { end: number }) {
  const { ref, width } = useWidth<HTMLDivElement>();
  const every = rulerStep(end, width);
  const ticks = Array.from({ length: Math.floor(end / every) + 1 }, (_, index) => index * every);
  return (
    <div ref={ref} className="ruler" aria-hidden="true">
      {ticks.map((tick) => (
        <span key={tick} style={{ left: `${(tick / end) * 100}%` }}>
          {tick}
        </span>
      ))}
    </div>
  );
}

/**
 * Asks before a handle (of the map or the timeline) moves a spec value; focus comes back after to the
 * element `returnTo` finds (by default, the field's handle on the map).
 */
export function MapConfirm({
  asking,
  onConfirm,
  onCancel,
  returnTo = (field) => `[aria-label="${field.label} on the scroll map"]`,
}: {
  asking: SpecAsk;
  onConfirm: () => void;
  onCancel: () => void;
  returnTo?: (field: SpecAsk['field']) => string;
}) {
  const yesRef = useRef<HTMLButtonElement>(null);
  useEffect(() => yesRef.current?.focus(), []);
  const back = (then: () => void) => () => {
    then();
    document.querySelector<HTMLElement>(returnTo(asking.field))?.focus();
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
