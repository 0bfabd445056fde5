import {
  type CSSProperties,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { readField, writeField } from '@/motion/config-path';
import { gsap } from '@/motion/gsap';
import type { MotionField } from '@/motion/motion-fields';
import { useMotion } from '@/motion/motion-store';
import type { MotionConfig } from '@/motion/motion.config';
import { StyledActions } from './motion-studio.styles';
import { MapConfirm } from './scroll-map';
import type { MotionGroup } from './studio-groups';
import { subscribeStudio, trackedAnimation } from './studio-state';
import { easeFunction } from './curve-model';
import {
  barProgress,
  draggedValue,
  rulerEnd,
  secondTicks,
  timelineTracks,
  type BarEdit,
  type TimelineBar,
  type TimelineTrack,
} from './timeline-model';
import { pressedShare } from './pressed-share';
import { StyledTimeline } from './timeline-panel.styles';
import { useSpecAsk } from './use-spec-ask';
import { useWidth } from './use-width';

/** A bar (or its end) being dragged: the edit, the value it had, the value it would take. */
interface BarDrag {
  key: string;
  edit: BarEdit;
  from: number;
  value: number;
  startX: number;
  /** The ruler's end when the drag began, held while it lasts. */
  end: number;
}

/** How many lines the hero's entrance moves (the page's own count). */
const heroLines = () => document.querySelectorAll('[data-hero-enter]').length || 3;
const clampShare = (n: number) => Math.min(1, Math.max(0, n));
const seconds = (n: number) => `${(Math.round(n * 100) / 100).toFixed(2)} s`;

interface TimelinePanelProps {
  groups: readonly MotionGroup[];
  change: (field: MotionField, value: number) => void;
}

/**
 * The timeline: a track per timed animation of the route and the shell, a bar per tween on one ruler of
 * seconds (its delay, its duration, the stagger between lines). Drag a bar to change its delay (a later
 * hero line: the stagger), its end to change its duration; or focus one and use the arrow keys. Each is
 * an ordinary edit. The playhead scrubs and plays the page's own animations (the hero, the About panel)
 * at the studio's motion speed.
 */
export function TimelinePanel({ groups, change }: TimelinePanelProps) {
  const config = useMotion();
  const lines = useSyncExternalStore(subscribeStudio, heroLines);
  const [drag, setDrag] = useState<BarDrag | null>(null);
  const shown = drag ? writeField(config, drag.edit.field.path, drag.value) : config;
  const ids = groups.map((group) => group.id);
  const tracks = timelineTracks(shown, ids, lines);
  const end = drag?.end ?? rulerEnd(tracks);
  const lanesRef = useRef<HTMLDivElement>(null);
  const spec = useSpecAsk(change);
  const playback = usePlayback(tracks, end);
  const bars = { config, end, drag, setDrag, lanesRef, commit: spec.commit, time: playback.time };

  return (
    <StyledTimeline aria-labelledby="timeline-title" data-timeline>
      <h3 id="timeline-title">Timeline</h3>
      <StyledActions>
        <button type="button" onClick={playback.playing ? playback.pause : playback.play}>
          {playback.playing ? 'Pause timeline' : 'Play timeline'}
        </button>
        <span className="time">Playhead at {seconds(playback.time)}</span>
      </StyledActions>
      <div className="lanes" ref={lanesRef}>
        <Ruler end={end} time={playback.time} seek={playback.seek} />
        {tracks.map((track) => (
          <Track key={track.id} track={track} {...bars} />
        ))}
        <div
          className="playhead"
          aria-hidden="true"
          style={{ left: `${(Math.min(playback.time, end) / end) * 100}%` }}
        />
      </div>
      <p className="legend">
        Each track from its own moment (its title says which). Drag a bar to move its delay (a later
        hero line: the stagger), its end to change its duration (a darker bar starts with its
        moment: only its end moves); or focus one and use the arrow keys. The playhead plays every
        track at the motion speed, each bar filling as its tween runs (by its ease), and the
        page&apos;s {ids.includes('about') ? 'About panel' : 'hero'} with it; the loader, modal and
        navbar play on the page with their replays.
      </p>
      {spec.asking && (
        <MapConfirm
          asking={spec.asking}
          onConfirm={spec.confirm}
          onCancel={spec.cancel}
          returnTo={(field) => `[data-timeline] [aria-label$="(drag: ${field.label})"]`}
        />
      )}
    </StyledTimeline>
  );
}

/**
 * The playhead's time, and what moves it: a seek sets the page's animations of the tracks to it
 * (paused there), Play runs it to the ruler's end at the motion speed (held while paused).
 */
function usePlayback(tracks: readonly TimelineTrack[], end: number) {
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const timeRef = useRef(0);
  const live = tracks.flatMap((track) => (track.live ? [track.live] : []));
  const liveKey = live.join(' ');
  const seek = useCallback(
    (to: number) => {
      timeRef.current = to;
      setTime(to);
      for (const name of liveKey.split(' ')) {
        const animation = name ? trackedAnimation(name as 'hero' | 'about') : undefined;
        animation?.pause().time(Math.min(to, animation.duration()), false);
      }
    },
    [liveKey],
  );
  useEffect(() => {
    if (!playing) return undefined;
    // A tween of GSAP's global timeline: the studio's motion speed, its pause and its frame steps move
    // the playhead as they move the page's own animations.
    const clock = { at: timeRef.current };
    const run = gsap.to(clock, {
      at: end,
      duration: end - clock.at,
      ease: 'none',
      onUpdate: () => seek(clock.at),
      onComplete: () => setPlaying(false),
    });
    return () => {
      run.kill();
    };
  }, [playing, end, seek]);
  return {
    time,
    playing,
    seek: (to: number) => {
      setPlaying(false);
      seek(Math.max(0, Math.min(end, to)));
    },
    play: () => {
      if (timeRef.current >= end) seek(0);
      setPlaying(true);
    },
    pause: () => setPlaying(false),
  };
}

/** The ruler of seconds: a press or a drag on it (or its arrow keys) moves the playhead there. */
function Ruler({ end, time, seek }: { end: number; time: number; seek: (to: number) => void }) {
  const { ref, width } = useWidth<HTMLDivElement>();
  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    const share = pressedShare(event);
    if (share !== null) seek(share * end);
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 0.5 : 1 / 60;
    const to = { ArrowLeft: time - step, ArrowRight: time + step, Home: 0, End: end }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    seek(to);
  };
  return (
    <div
      ref={ref}
      className="ruler"
      role="slider"
      tabIndex={0}
      aria-label="Timeline playhead (s)"
      aria-valuemin={0}
      aria-valuemax={end}
      aria-valuenow={Math.round(time * 100) / 100}
      aria-valuetext={seconds(time)}
      onPointerDown={onPointer}
      onPointerMove={onPointer}
      onKeyDown={onKey}
    >
      {secondTicks(end, width).map((tick) => (
        <span key={tick} style={{ left: `${(tick / end) * 100}%` }} aria-hidden="true">
          {tick} s
        </span>
      ))}
    </div>
  );
}

interface BarsProps {
  config: MotionConfig;
  /** The playhead's time: each bar fills as far as its tween has run then. */
  time: number;
  end: number;
  drag: BarDrag | null;
  setDrag: (drag: BarDrag | null) => void;
  lanesRef: RefObject<HTMLDivElement | null>;
  commit: (field: MotionField, value: number) => void;
}

/** A track: its title and moment, and a lane per bar. */
function Track({ track, ...props }: BarsProps & { track: TimelineTrack }) {
  return (
    <div className="track" data-track={track.id}>
      <p className="title">
        <strong>{track.title}</strong> <span>from {track.from}</span>
      </p>
      {track.bars.map((bar) => (
        <div className="lane" key={bar.label}>
          <Bar track={track} bar={bar} {...props} />
        </div>
      ))}
    </div>
  );
}

/** A bar, and the handle at its end: each dragged or moved with the arrow keys (its field's step). */
function Bar({ track, bar, ...props }: BarsProps & { track: TimelineTrack; bar: TimelineBar }) {
  const { end, drag } = props;
  const place = {
    left: `${(bar.start / end) * 100}%`,
    width: `${(bar.duration / end) * 100}%`,
  };
  const name = `${track.title}: ${bar.label}`;
  const text = `starts at ${seconds(bar.start)}, lasts ${seconds(bar.duration)}`;
  const moving = drag?.key === `${name} move`;
  const resizing = drag?.key === `${name} resize`;
  return (
    <>
      {/* Past the ruler's middle, a label ends with its bar: it stays inside the panel. */}
      <span
        className="bar-label"
        aria-hidden="true"
        data-end={bar.start > end / 2 || undefined}
        style={{
          left: bar.start > end / 2 ? `${((bar.start + bar.duration) / end) * 100}%` : place.left,
        }}
      >
        {bar.label}
      </span>
      <BarGrip
        className="bar"
        name={`${name}${bar.move ? ` (drag: ${bar.move.field.label})` : ''}`}
        text={text}
        keyName={`${name} move`}
        edit={bar.move}
        style={place}
        active={moving}
        {...props}
      >
        <i
          className="fill"
          style={{
            width: `${clampShare(barProgress(bar, props.time, easeFunction(bar.ease))) * 100}%`,
          }}
        />
      </BarGrip>
      {bar.resize && (
        <BarGrip
          className="bar-end"
          name={`${name} end (drag: ${bar.resize.field.label})`}
          text={`ends at ${seconds(bar.start + bar.duration)}, lasts ${seconds(bar.duration)}`}
          keyName={`${name} resize`}
          edit={bar.resize}
          style={{ left: `${((bar.start + bar.duration) / end) * 100}%` }}
          active={resizing}
          {...props}
        />
      )}
      {(moving || resizing) && drag && (
        <span className="readout" aria-hidden="true" style={{ left: place.left }}>
          {drag.edit.field.label}: {drag.value}
        </span>
      )}
    </>
  );
}

/** One draggable part of a bar: a slider of its field's value. */
function BarGrip(
  props: BarsProps & {
    className: string;
    name: string;
    text: string;
    keyName: string;
    edit: BarEdit | undefined;
    style: CSSProperties;
    active: boolean;
    children?: ReactNode;
  },
) {
  const { config, end, drag, setDrag, lanesRef, commit, edit } = props;
  const value = edit ? Number(readField(config, edit.field.path)) : 0;
  const toValue = (event: PointerEvent<HTMLDivElement>, from: number, startX: number) => {
    const width = lanesRef.current?.clientWidth ?? 1;
    return edit ? draggedValue(edit, from, ((event.clientX - startX) / width) * end) : from;
  };
  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    if (!edit) return;
    const target = event.currentTarget;
    if (event.type === 'pointerdown') {
      event.preventDefault();
      target.setPointerCapture(event.pointerId);
      target.focus();
      setDrag({ key: props.keyName, edit, from: value, value, startX: event.clientX, end });
      return;
    }
    if (!target.hasPointerCapture(event.pointerId) || drag?.key !== props.keyName) return;
    const next = toValue(event, drag.from, drag.startX);
    if (event.type === 'pointerup') {
      target.releasePointerCapture(event.pointerId);
      setDrag(null);
      commit(edit.field, next);
    } else setDrag({ ...drag, value: next });
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (!edit || steps === undefined) return;
    event.preventDefault();
    const step = (edit.field.step ?? 0.01) * (event.shiftKey ? 10 : 1);
    commit(edit.field, draggedValue(edit, value, (steps * step) / edit.perSecond));
  };
  return (
    <div
      className={props.className}
      data-bar={props.keyName}
      data-dragging={props.active || undefined}
      data-fixed={!edit || undefined}
      style={props.style}
      {...(edit
        ? {
            role: 'slider',
            tabIndex: 0,
            'aria-label': props.name,
            'aria-valuemin': edit.field.min,
            'aria-valuemax': edit.field.max,
            'aria-valuenow': value,
            'aria-valuetext': `${edit.field.label} ${value}: ${props.text}`,
            title: `${props.name}: ${props.text}`,
            onPointerDown: onPointer,
            onPointerMove: onPointer,
            onPointerUp: onPointer,
            onKeyDown: onKey,
          }
        : { title: `${props.name}: ${props.text}` })}
    >
      {props.children}
    </div>
  );
}
