import { useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { writeField } from '@/motion/config-path';
import { pathKey, type MotionField } from '@/motion/motion-fields';
import type { MotionConfig } from '@/motion/motion.config';
import {
  cardLine,
  KEY_STEPS,
  snapToField,
  stackHandles,
  type StackHandle,
} from './scroll-map-model';

/** A handle being dragged: the field and the value it would take. */
interface Drag {
  key: string;
  value: number;
}

/**
 * The stack's cards as lines of their top (down) against the scroll (right): each falls to the
 * min offset, holds until fixedUntil, then goes up with the page. Handles: each card where it
 * lands, the min offset, fixedUntil; a drag shows its value on the lines and applies it when let go.
 */
export function StackGraph(props: {
  config: MotionConfig;
  end: number;
  onCommit: (field: MotionField, value: number) => void;
}) {
  const { config, end, onCommit } = props;
  const [drag, setDrag] = useState<Drag | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const dragged = stackHandles(config).find((handle) => pathKey(handle.field.path) === drag?.key);
  const shown = dragged && drag ? writeField(config, dragged.field.path, drag.value) : config;
  const { startOffsets, minOffset, fixedUntil } = shown.stack;
  const depth = Math.max(...startOffsets) * 1.08;
  const scale = { end, depth };
  return (
    <div className="stack" ref={boxRef}>
      <svg viewBox={`0 0 ${end} ${depth}`} preserveAspectRatio="none" aria-hidden="true">
        <line className="min-offset" x1={0} x2={end} y1={minOffset} y2={minOffset} />
        <line className="fixed-until" x1={fixedUntil} x2={fixedUntil} y1={0} y2={depth} />
        {startOffsets.map((start, index) => (
          <polyline
            key={index}
            points={cardLine(start, minOffset, fixedUntil, end)
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

/** Where a handle sits on the graph, in percent of its box. */
function handlePlace({ spot }: StackHandle, { end, depth }: { end: number; depth: number }) {
  return {
    left: `${(Math.min(spot.scroll, end) / end) * 100}%`,
    top: spot.top === 'below' ? '100%' : `${(spot.top / depth) * 100}%`,
  };
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
    <>
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
      {/* The value, written beside the handle: its slider's value text says it to a screen reader. */}
      <span
        className="handle-mark"
        aria-hidden="true"
        data-axis={handle.axis}
        data-below={handle.spot.top === 'below' || undefined}
        data-dragging={dragging || undefined}
        style={handlePlace(handle, scale)}
      >
        {handle.mark}
      </span>
    </>
  );
}
