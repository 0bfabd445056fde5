import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { readField } from '@/motion/config-path';
import { pathKey, type MotionField } from '@/motion/motion-fields';
import { useMotion } from '@/motion/motion-store';
import {
  EASE_Y_RANGE,
  fieldProblem,
  formatEaseCurve,
  type EaseCurve,
  type EasePoint,
} from '@/motion/motion-values';
import type { Replay } from './build-pane';
import {
  addPoint,
  canAddPoint,
  canMove,
  curveOf,
  easeFunction,
  fitNamedEase,
  gripPoint,
  moveGrip,
  removePoint,
  sampleEase,
  segmentStart,
  type CurveGrip,
} from './curve-model';
import { StyledCurveEditor } from './curve-editor.styles';
import { StyledActions } from './motion-studio.styles';
import type { StudioMessage } from './pane-rows';
import { groupOf, motionGroups, type MotionGroup, type MotionGroupId } from './studio-groups';

/** The graph's plot (px of its drawing): 0 to 1 of time across, the y range up. */
const PLOT = { left: 40, top: 24, width: 240, height: 240 } as const;
const SIZE = { width: PLOT.left + PLOT.width + 16, height: PLOT.top + PLOT.height + 30 } as const;
/** What the arrow keys move a point by (Shift: ten times as far). */
const KEY_STEP = 0.01;

interface YRange {
  min: number;
  max: number;
}

/** The y range that shows `points`: at least -0.25 to 1.25, widened by quarters, within EASE_Y_RANGE. */
function yRangeOf(points: readonly EasePoint[]): YRange {
  const ys = points.map((point) => point.y);
  const low = Math.min(...ys);
  const high = Math.max(...ys);
  // A little room beyond the lowest and highest point, in quarters.
  return {
    min: low < -0.2 ? Math.max(EASE_Y_RANGE.min, Math.floor((low - 0.05) * 4) / 4) : -0.25,
    max: high > 1.2 ? Math.min(EASE_Y_RANGE.max, Math.ceil((high + 0.05) * 4) / 4) : 1.25,
  };
}

/** Every point a curve is drawn through, handles too: what the graph must show. */
const curvePoints = (curve: EaseCurve) =>
  curve.flatMap((segment) => [segment.c1, segment.c2, segment.to]);

/** The text a value's field saves for a curve: a CustomEase path, or a CSS cubic-bezier of one segment. */
function formatFor(field: MotionField, curve: EaseCurve): string {
  if (field.kind === 'gsapEase') return formatEaseCurve(curve);
  const { c1, c2 } = curve[0] ?? { c1: { x: 0, y: 0 }, c2: { x: 1, y: 1 } };
  const r = (n: number) => Math.round(n * 1000) / 1000 || 0;
  return `cubic-bezier(${r(c1.x)}, ${r(c1.y)}, ${r(c2.x)}, ${r(c2.y)})`;
}

/** What plays a field's ease on a replay, by the route's groups (the first that is there). */
const CURVE_REPLAYS: Record<string, readonly { replay: Replay; group: MotionGroupId }[]> = {
  'ease.entrance': [{ replay: 'hero', group: 'hero' }],
  'ease.state': [{ replay: 'about', group: 'about' }],
  'loader.exitEase': [{ replay: 'loader', group: 'loader' }],
  'modal.ease': [{ replay: 'modal', group: 'modal' }],
  // The loader's brand rises with the CSS entrance ease, its progress sweeps with the state ease.
  'cssEase.entrance': [{ replay: 'loader', group: 'loader' }],
  'cssEase.state': [{ replay: 'loader', group: 'loader' }],
};

function replayFor(field: MotionField, groups: readonly MotionGroup[]) {
  for (const { replay, group } of CURVE_REPLAYS[pathKey(field.path)] ?? []) {
    const found = groups.find((shown) => shown.id === group);
    if (found) return { replay, group: found };
  }
  return null;
}

const gripName = (grip: CurveGrip) =>
  grip.kind === 'point'
    ? `Point ${grip.index + 1}`
    : `Segment ${grip.index + 1} handle ${grip.which === 'c1' ? 'out' : 'in'}`;
const gripKey = (grip: CurveGrip) =>
  grip.kind === 'point' ? `p${grip.index}` : `${grip.which}-${grip.index}`;
const two = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

interface CurveEditorProps {
  /** The route's ease fields, in the studio's order. */
  fields: readonly MotionField[];
  groups: readonly MotionGroup[];
  /** The field shown (its path key). */
  selected: string;
  onSelect: (key: string) => void;
  change: (field: MotionField, value: string) => void;
  setMessage: (message: StudioMessage | null) => void;
  replay: (replay: Replay, group: MotionGroup) => void;
}

/**
 * The curve editor: one ease of the route at a time on a 240 px graph with its axis values. A named
 * GSAP ease is drawn as GSAP runs it, with the handles of the drawn curve closest to it, where a drag
 * starts; a drawn curve has points and handles to drag (or move with the arrow keys), points added by a
 * click on the line or "Add point" and removed by Delete or "Remove point", saved as one CustomEase
 * path. The curve before the last change stays as a dashed ghost; the value is written in full below.
 */
export function CurveEditor(props: CurveEditorProps) {
  const { fields, groups, selected, onSelect } = props;
  const field = fields.find((candidate) => pathKey(candidate.path) === selected) ?? fields[0];
  if (!field) return null;
  return (
    <StyledCurveEditor aria-labelledby="curve-editor-title" data-curve-editor>
      <h3 id="curve-editor-title">Curve editor</h3>
      <label className="pick">
        Ease to edit
        <select value={pathKey(field.path)} onChange={(event) => onSelect(event.target.value)}>
          {fields.map((option) => (
            <option key={pathKey(option.path)} value={pathKey(option.path)}>
              {option.label} ({groupTitle(option)})
            </option>
          ))}
        </select>
      </label>
      <FieldCurve key={pathKey(field.path)} {...props} field={field} groups={groups} />
    </StyledCurveEditor>
  );
}

const groupTitle = (field: MotionField) =>
  motionGroups.find((group) => group.id === groupOf(field))?.title ?? '';

/** The value's previous state while it changes: the ghost. */
function usePrevious(value: string): string | null {
  const [state, setState] = useState<{ now: string; before: string | null }>({
    now: value,
    before: null,
  });
  if (state.now !== value) setState({ now: value, before: state.now });
  return state.before;
}

function FieldCurve(props: CurveEditorProps & { field: MotionField }) {
  const { field, groups, change, setMessage, replay } = props;
  const value = String(readField(useMotion(), field.path));
  const previous = usePrevious(value);
  const drawn = curveOf(value);
  const named = drawn ? null : value;
  const curve = drawn ?? fitNamedEase(value, easeFunction(value));
  const edit = useCurveEdit(field, value, curve, change);
  const ghost = previous !== null && previous !== value ? sampleEase(easeFunction(previous)) : [];
  const single = field.kind === 'cssEase';
  const target = replayFor(field, groups);
  const { selectedPoint } = edit;
  return (
    <>
      <CurveGraph {...{ field, named, ghost, edit }} />
      <p className="legend">
        {named
          ? `${named}, drawn as GSAP runs it. Drag a handle to draw your own from it.`
          : single
            ? 'A CSS ease is one cubic: drag its two handles.'
            : 'Drag a point or a handle, or focus one and use the arrow keys (Shift: ×10). Click the line to add a point; Delete removes the focused one.'}
        {ghost.length > 0 && ' Dashed: the curve before the last change.'}
      </p>
      <StyledActions>
        {!single && (
          <>
            <button type="button" disabled={!canAddPoint(curve)} onClick={() => edit.add()}>
              Add point
            </button>
            <button
              type="button"
              disabled={selectedPoint === null || selectedPoint >= curve.length - 1}
              onClick={() => selectedPoint !== null && edit.remove(selectedPoint)}
            >
              Remove point
            </button>
          </>
        )}
        {target && (
          <button type="button" onClick={() => replay(target.replay, target.group)}>
            Replay with this curve
          </button>
        )}
      </StyledActions>
      <SavedAs field={field} value={value} change={change} setMessage={setMessage} />
    </>
  );
}

/** A grip being dragged: the curve it makes, and the graph's y range, held still while it moves. */
interface CurveDrag {
  grip: CurveGrip;
  curve: EaseCurve;
  range: YRange;
}

/** What the graph does to the field's curve: drags, key moves, points added and removed, each an edit. */
function useCurveEdit(
  field: MotionField,
  value: string,
  curve: EaseCurve,
  change: (field: MotionField, value: string) => void,
) {
  const [drag, setDrag] = useState<CurveDrag | null>(null);
  const [selectedPoint, setSelectedPoint] = useState<number | null>(null);
  /** The grip to focus once the change is drawn (a point just added). */
  const focusRef = useRef<string | null>(null);
  const commit = (next: EaseCurve) => {
    const text = formatFor(field, next);
    if (text !== value) change(field, text);
  };
  const add = (x?: number) => {
    const next = addPoint(curve, x);
    if (next.index < 0) return;
    setSelectedPoint(next.index);
    focusRef.current = gripKey({ kind: 'point', index: next.index });
    commit(next.curve);
  };
  const remove = (index: number) => {
    if (index >= curve.length - 1) return;
    setSelectedPoint(null);
    commit(removePoint(curve, index));
  };
  const moveBy = (grip: CurveGrip, dx: number, dy: number) => {
    const at = gripPoint(curve, grip);
    if (at) commit(moveGrip(curve, grip, { x: at.x + dx, y: at.y + dy }));
  };
  return {
    curve,
    shown: drag?.curve ?? curve,
    drag,
    selectedPoint,
    setSelectedPoint,
    focusRef,
    single: field.kind === 'cssEase',
    start: (grip: CurveGrip, range: YRange) => {
      if (grip.kind === 'point') setSelectedPoint(grip.index);
      setDrag({ grip, curve, range });
    },
    dragTo: (grip: CurveGrip, to: EasePoint) => {
      if (drag) setDrag({ ...drag, curve: moveGrip(curve, grip, to) });
    },
    end: (grip: CurveGrip, to: EasePoint) => {
      setDrag(null);
      commit(moveGrip(curve, grip, to));
    },
    moveBy,
    add,
    remove,
  };
}

type CurveEdit = ReturnType<typeof useCurveEdit>;

/** The moves the arrow keys make (Shift: ten times as far). */
const keyMove = (event: KeyboardEvent): { x: number; y: number } | undefined => {
  const step = (event.shiftKey ? 10 : 1) * KEY_STEP;
  return {
    ArrowLeft: { x: -step, y: 0 },
    ArrowRight: { x: step, y: 0 },
    ArrowUp: { x: 0, y: step },
    ArrowDown: { x: 0, y: -step },
  }[event.key];
};

/** The graph: axes, the ghost, the curve (as GSAP runs a named ease), its arms and its grips. */
function CurveGraph({
  field,
  named,
  ghost,
  edit,
}: {
  field: MotionField;
  named: string | null;
  ghost: readonly EasePoint[];
  edit: CurveEdit;
}) {
  const { shown, drag } = edit;
  const samples = named ? sampleEase(easeFunction(named)) : [];
  const range = drag?.range ?? yRangeOf([...curvePoints(shown), ...samples, ...ghost]);
  const svgRef = useRef<SVGSVGElement>(null);
  const { focusRef } = edit;

  // After a point is added, focus it: Delete takes it away again.
  useEffect(() => {
    if (!focusRef.current) return;
    svgRef.current?.querySelector<SVGElement>(`[data-grip="${focusRef.current}"]`)?.focus();
    focusRef.current = null;
  });

  const { toScreen, fromPointer } = graphScale(range);
  const path = `M${xy(toScreen({ x: 0, y: 0 }))} ${shown
    .map(({ c1, c2, to }) => `C${xy(toScreen(c1))} ${xy(toScreen(c2))} ${xy(toScreen(to))}`)
    .join(' ')}`;
  const dragged = drag ? gripPoint(shown, drag.grip) : undefined;
  const line = (points: readonly EasePoint[]) => points.map((p) => xy(toScreen(p))).join(' ');
  const onGrip = (grip: CurveGrip) => (event: PointerEvent<SVGGElement>) => {
    const target = event.currentTarget;
    if (event.type === 'pointerdown') {
      event.preventDefault();
      target.setPointerCapture(event.pointerId);
      target.focus();
      edit.start(grip, range);
    } else if (target.hasPointerCapture(event.pointerId)) {
      if (event.type !== 'pointerup') edit.dragTo(grip, fromPointer(event, target.ownerSVGElement));
      else {
        target.releasePointerCapture(event.pointerId);
        edit.end(grip, fromPointer(event, target.ownerSVGElement));
      }
    }
  };

  return (
    <svg
      ref={svgRef}
      className="graph"
      viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
      width={SIZE.width}
      height={SIZE.height}
      role="group"
      aria-label={`${field.label} on a graph: time across, progress up`}
    >
      <Axes range={range} toScreen={toScreen} />
      {ghost.length > 0 && <polyline className="ghost" points={line(ghost)} />}
      {named && !drag ? (
        <polyline className="line" points={line(samples)} />
      ) : (
        <path className="line" d={path} />
      )}
      {!edit.single && (
        <path
          className="line-hit"
          d={path}
          onClick={(event) => edit.add(fromPointer(event, event.currentTarget.ownerSVGElement).x)}
        />
      )}
      <Arms curve={shown} toScreen={toScreen} />
      {gripsOf(shown).map((grip) => (
        <Grip key={gripKey(grip)} {...{ grip, edit, toScreen }} onPointer={onGrip(grip)} />
      ))}
      {dragged && <Readout at={dragged} spot={toScreen(dragged)} />}
    </svg>
  );
}

/** Where a curve's point is on the graph, and where on the curve a pointer is. */
function graphScale(range: YRange) {
  const toScreen = ({ x, y }: EasePoint) => ({
    x: PLOT.left + x * PLOT.width,
    y: PLOT.top + ((range.max - y) / (range.max - range.min)) * PLOT.height,
  });
  const fromPointer = (
    event: { clientX: number; clientY: number },
    svg: SVGSVGElement | null,
  ): EasePoint => {
    const box = svg?.getBoundingClientRect();
    if (!box) return { x: 0, y: 0 };
    const px = ((event.clientX - box.left) / box.width) * SIZE.width;
    const py = ((event.clientY - box.top) / box.height) * SIZE.height;
    const y = range.max - ((py - PLOT.top) / PLOT.height) * (range.max - range.min);
    // Within the graph: a handle dragged past its edge stays where it can be taken again.
    return {
      x: Math.min(1, Math.max(0, (px - PLOT.left) / PLOT.width)),
      y: Math.min(range.max, Math.max(range.min, y)),
    };
  };
  return { toScreen, fromPointer };
}

/** Each segment's handles, as lines from the points they pull. */
function Arms({ curve, toScreen }: { curve: EaseCurve; toScreen: (p: EasePoint) => EasePoint }) {
  return curve.map((segment, index) => {
    const from = toScreen(segmentStart(curve, index));
    const to = toScreen(segment.to);
    const c1 = toScreen(segment.c1);
    const c2 = toScreen(segment.c2);
    return (
      <g key={index} className="arms" aria-hidden="true">
        <line x1={from.x} y1={from.y} x2={c1.x} y2={c1.y} />
        <line x1={to.x} y1={to.y} x2={c2.x} y2={c2.y} />
      </g>
    );
  });
}

/** Every grip of a curve that moves: each segment's two handles, and each point but the end. */
const gripsOf = (curve: EaseCurve): CurveGrip[] =>
  curve.flatMap((_, index) => [
    { kind: 'handle' as const, index, which: 'c1' as const },
    { kind: 'handle' as const, index, which: 'c2' as const },
    ...(index < curve.length - 1 ? [{ kind: 'point' as const, index }] : []),
  ]);

/** A point or a handle: a 40 px target around a 12 px mark, a slider for the keys and a reader. */
function Grip({
  grip,
  edit,
  toScreen,
  onPointer,
}: {
  grip: CurveGrip;
  edit: CurveEdit;
  toScreen: (p: EasePoint) => EasePoint;
  onPointer: (event: PointerEvent<SVGGElement>) => void;
}) {
  const at = gripPoint(edit.shown, grip);
  if (!at || !canMove(edit.shown, grip)) return null;
  const text = `time ${two(at.x)}, progress ${two(at.y)}`;
  const onKey = (event: KeyboardEvent<SVGGElement>) => {
    if (grip.kind === 'point' && (event.key === 'Delete' || event.key === 'Backspace')) {
      event.preventDefault();
      edit.remove(grip.index);
      return;
    }
    const move = keyMove(event);
    if (!move) return;
    event.preventDefault();
    edit.moveBy(grip, move.x, move.y);
  };
  return (
    <g
      data-grip={gripKey(grip)}
      className="grip"
      data-kind={grip.kind}
      data-selected={(grip.kind === 'point' && grip.index === edit.selectedPoint) || undefined}
      role="slider"
      tabIndex={0}
      aria-label={gripName(grip)}
      aria-valuemin={EASE_Y_RANGE.min}
      aria-valuemax={EASE_Y_RANGE.max}
      aria-valuenow={Math.round(at.y * 1000) / 1000}
      aria-valuetext={text}
      aria-keyshortcuts={grip.kind === 'point' ? 'Delete' : undefined}
      transform={`translate(${xy(toScreen(at))})`}
      onPointerDown={onPointer}
      onPointerMove={onPointer}
      onPointerUp={onPointer}
      onKeyDown={onKey}
      onFocus={() => grip.kind === 'point' && edit.setSelectedPoint(grip.index)}
    >
      <title>{`${gripName(grip)}: ${text}`}</title>
      <circle className="hit" r={20} />
      {grip.kind === 'point' ? (
        <rect className="mark" x={-6} y={-6} width={12} height={12} rx={2} />
      ) : (
        <circle className="mark" r={7} />
      )}
    </g>
  );
}

const xy = ({ x, y }: { x: number; y: number }) => `${x.toFixed(1)},${y.toFixed(1)}`;

/** The grid: time 0 to 1 across in quarters, progress up by quarters, values at the edges. */
function Axes({ range, toScreen }: { range: YRange; toScreen: (p: EasePoint) => EasePoint }) {
  const xs = [0, 0.25, 0.5, 0.75, 1];
  const ys: number[] = [];
  for (let y = range.min; y <= range.max + 1e-9; y += 0.25) ys.push(Math.round(y * 100) / 100);
  const labelled = (y: number) => ys.length <= 9 || Number.isInteger(y * 2);
  return (
    <g className="axes" aria-hidden="true">
      {xs.map((x) => {
        const top = toScreen({ x, y: range.max });
        const bottom = toScreen({ x, y: range.min });
        return (
          <g key={`x${x}`}>
            <line x1={top.x} y1={top.y} x2={bottom.x} y2={bottom.y} />
            <text x={bottom.x} y={bottom.y + 13} textAnchor="middle">
              {x}
            </text>
          </g>
        );
      })}
      {ys.map((y) => {
        const left = toScreen({ x: 0, y });
        const right = toScreen({ x: 1, y });
        return (
          <g key={`y${y}`} data-edge={y === 0 || y === 1 || undefined}>
            <line x1={left.x} y1={left.y} x2={right.x} y2={right.y} />
            {labelled(y) && (
              <text className="y-label" x={left.x - 5} y={left.y + 3.5} textAnchor="end">
                {y}
              </text>
            )}
          </g>
        );
      })}
      <text className="axis-title" x={PLOT.left + PLOT.width} y={SIZE.height - 2} textAnchor="end">
        time →
      </text>
      <text className="axis-title" x={0} y={PLOT.top - 12}>
        progress ↑
      </text>
    </g>
  );
}

/** The dragged grip's numbers beside it. */
function Readout({ at, spot }: { at: EasePoint; spot: EasePoint }) {
  const text = `${two(at.x)}, ${two(at.y)}`;
  const left = spot.x > PLOT.left + PLOT.width - 70;
  const x = left ? spot.x - 14 : spot.x + 14;
  const y = Math.max(PLOT.top + 10, spot.y - 12);
  return (
    <g className="readout" aria-hidden="true">
      <rect x={left ? x - 77 : x - 3} y={y - 11} width={80} height={15} rx={3} />
      <text x={left ? x : x + 1} y={y} textAnchor={left ? 'end' : 'start'}>
        {text}
      </text>
    </g>
  );
}

/**
 * The value as motion.config.ts will hold it, in full: a GSAP name, a CustomEase path or a CSS
 * cubic-bezier. Typed or pasted, it applies on Enter or leaving the field, when it is a value of the
 * field; otherwise the text stays, marked, with a message that says what the field takes.
 */
function SavedAs({
  field,
  value,
  change,
  setMessage,
}: {
  field: MotionField;
  value: string;
  change: (field: MotionField, value: string) => void;
  setMessage: (message: StudioMessage | null) => void;
}) {
  const [draft, setDraft] = useState<{ of: string; text: string } | null>(null);
  const [invalid, setInvalid] = useState(false);
  const text = draft?.of === value ? draft.text : value;
  const apply = () => {
    const next = text.trim();
    if (next === value) {
      setDraft(null);
      setInvalid(false);
      return;
    }
    const problem = fieldProblem(field, next);
    setInvalid(Boolean(problem));
    if (problem) {
      setMessage({ tone: 'error', text: `${problem}.` });
      return;
    }
    setDraft(null);
    change(field, next);
  };
  return (
    <label className="saved-as">
      {field.label}, as saved
      <textarea
        rows={field.kind === 'gsapEase' && curveOf(value) ? 3 : 1}
        spellCheck={false}
        value={text}
        aria-invalid={invalid}
        onChange={(event) => setDraft({ of: value, text: event.target.value })}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          apply();
        }}
      />
    </label>
  );
}
