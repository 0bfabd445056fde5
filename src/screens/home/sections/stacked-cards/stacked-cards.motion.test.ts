import { vi } from 'vitest';
import { gsap } from '@/motion/gsap';
import { motion, type MotionConfig } from '@/motion/motion.config';
import { stackedCardOffsets, stackLayout } from './stack-geometry';
import { addStackTweens } from './stacked-cards.motion';

function stageWithCards(): { stage: HTMLElement; cards: HTMLElement[] } {
  const stage = document.createElement('div');
  const cards = [0, 1, 2].map(() => {
    const card = document.createElement('article');
    stage.append(card);
    return card;
  });
  document.body.append(stage);
  return { stage, cards };
}

/** The timeline, sampled at a scroll position, against the geometry function. */
function expectTimelineToMatchGeometry(config: MotionConfig): void {
  const { stage, cards } = stageWithCards();
  const timeline = gsap.timeline({ paused: true, defaults: { ease: 'none' } });
  addStackTweens(timeline, stage, cards, stackLayout(config.stack), config.stack);
  expect(timeline.duration()).toBe(config.stack.fixedUntil);
  for (let scroll = 0; scroll <= config.stack.fixedUntil; scroll += 125) {
    timeline.time(scroll);
    const expected = stackedCardOffsets(scroll, true, config.stack) ?? [];
    const actual = cards.map((card) => Number(gsap.getProperty(card, 'y')));
    actual.forEach((y, index) => {
      expect(y, `card ${index + 1} at ${scroll}`).toBeCloseTo(expected[index] ?? Number.NaN, 5);
    });
  }
  timeline.kill();
  stage.remove();
}

describe('addStackTweens: the timeline time is the scroll position', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('moves every card exactly as stackedCardOffsets says, with the spec numbers', () => {
    expectTimelineToMatchGeometry(motion);
  });

  it('still matches when a tuned card could not reach the min offset by fixedUntil', () => {
    expectTimelineToMatchGeometry({
      ...motion,
      stack: { ...motion.stack, startOffsets: [750, 1200, 2600], fixedUntil: 2000 },
    });
  });
});
