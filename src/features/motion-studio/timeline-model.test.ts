import { motion } from '@/motion/motion.config';
import { gsap } from 'gsap';
import { easeFunction } from './curve-model';
import { barProgress, draggedValue, rulerEnd, secondTicks, timelineTracks } from './timeline-model';

describe('the timeline model', () => {
  it('draws the hero lines after its delay, one stagger apart, and the art with the first', () => {
    const [hero] = timelineTracks(motion, ['hero', 'loader'], 3);
    const { delayS, staggerS, durationS } = motion.home.heroEntrance;
    expect(hero?.bars.map((bar) => [bar.label, bar.start, bar.duration])).toEqual([
      ['Line 1', delayS, durationS],
      ['Line 2', delayS + staggerS, durationS],
      ['Line 3', delayS + 2 * staggerS, durationS],
      ['Art', delayS, durationS],
    ]);
    // The first line moves the delay; the third, the stagger at half the rate (two staggers in).
    expect(hero?.bars[0]?.move?.field.label).toBe('Hero delay (s)');
    expect(hero?.bars[2]?.move).toMatchObject({ perSecond: 0.5 });
    expect(hero?.bars[2]?.move?.field.label).toBe('Hero stagger (s)');
  });

  it('shows the route groups only, a field in ms moved at 1000 per second', () => {
    const ids = timelineTracks(motion, ['about', 'loader', 'modal', 'navbar'], 3).map((t) => t.id);
    expect(ids).toEqual(['about-tab', 'about-quotes', 'about-video', 'loader', 'modal', 'navbar']);
    const [, quotes] = timelineTracks(motion, ['about'], 3);
    const hide = quotes?.bars[0];
    expect(hide?.start).toBe(motion.about.testimonialHideDelayMs / 1000);
    if (!hide?.move) throw new Error('no move');
    expect(draggedValue(hide.move, 3000, 0.5)).toBe(3500);
  });

  it('snaps a dragged value to its step and range, without float dust', () => {
    const [hero] = timelineTracks(motion, ['hero'], 3);
    const delay = hero?.bars[0]?.move;
    if (!delay) throw new Error('no delay');
    expect(draggedValue(delay, 0.1, 0.5)).toBe(0.6);
    expect(draggedValue(delay, 0.1, 0.51)).toBe(0.6);
    expect(draggedValue(delay, 0.1, -1)).toBe(0);
  });

  it('ends the ruler past the last bar, labelled as often as its width allows', () => {
    expect(rulerEnd(timelineTracks(motion, ['hero', 'loader'], 4))).toBe(2);
    expect(secondTicks(2, 320)).toEqual([0, 0.5, 1, 1.5, 2]);
    expect(secondTicks(5, 320)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('fills a bar at the playhead as far as its tween has run, by its own ease', () => {
    const [hero] = timelineTracks(motion, ['hero'], 3);
    const line = hero?.bars[0];
    if (!line) throw new Error('no line');
    const ease = easeFunction(line.ease);
    expect(barProgress(line, line.start, ease)).toBe(0);
    expect(barProgress(line, line.start + line.duration / 2, ease)).toBeCloseTo(
      gsap.parseEase(motion.ease.entrance)(0.5),
      6,
    );
    expect(barProgress(line, line.start + line.duration + 1, ease)).toBe(1);
    // A CSS ease and keyword, as the browser runs them.
    expect(easeFunction('ease')(0.5)).toBeCloseTo(0.8024, 3);
    expect(easeFunction(motion.cssEase.state)(0.5)).toBeCloseTo(0.5, 3);
  });
});
