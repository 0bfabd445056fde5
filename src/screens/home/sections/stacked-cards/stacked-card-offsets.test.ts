import { motion } from '../../../../motion/motion.config';
import { releasedCardTop, stackedCardOffsets } from './stacked-card-offsets';

describe('stackedCardOffsets (spec §4: offsets 750, 1500, 2250, floor 125, fixed until 2500, then 1650)', () => {
  it('quotes the spec numbers in the motion config', () => {
    expect(motion.stackedCards).toMatchObject({
      startOffsets: [750, 1500, 2250],
      minOffset: 125,
      fixedFrom: 750,
      fixedUntil: 2500,
      endOffset: 1650,
    });
    expect(motion.wideMinWidth).toBe(992);
  });

  it('starts at 750, 1500 and 2250', () => {
    expect(stackedCardOffsets(0, true)).toEqual([750, 1500, 2250]);
  });

  it('moves each card up with the scroll until it reaches the 125 px floor', () => {
    expect(stackedCardOffsets(500, true)).toEqual([250, 1000, 1750]);
    expect(stackedCardOffsets(625, true)).toEqual([125, 875, 1625]);
    expect(stackedCardOffsets(750, true)).toEqual([125, 750, 1500]);
    expect(stackedCardOffsets(1000, true)).toEqual([125, 500, 1250]);
    expect(stackedCardOffsets(1800, true)).toEqual([125, 125, 450]);
    expect(stackedCardOffsets(2125, true)).toEqual([125, 125, 125]);
    expect(stackedCardOffsets(2400, true)).toEqual([125, 125, 125]);
    expect(stackedCardOffsets(2499, true)).toEqual([125, 125, 125]);
  });

  it('releases the three cards together at 2500 and lets them scroll away with the page', () => {
    expect(stackedCardOffsets(2500, true)).toEqual([125, 125, 125]);
    expect(stackedCardOffsets(2600, true)).toEqual([25, 25, 25]);
    expect(stackedCardOffsets(3500, true)).toEqual([-875, -875, -875]);
  });

  it('places the released cards at the absolute offset 1650 of a stack starting at 975', () => {
    const { fixedUntil, minOffset, endOffset } = motion.stackedCards;
    const stackOrigin = fixedUntil + minOffset - endOffset;
    expect(stackOrigin).toBe(975);
    expect(releasedCardTop()).toBe(stackOrigin + endOffset);
    // In the viewport: document position minus scroll.
    expect(stackedCardOffsets(3000, true)).toEqual([0, 1, 2].map(() => releasedCardTop() - 3000));
  });

  it('never lets a later card sit above an earlier one, so each later card covers the one before', () => {
    for (let scroll = 0; scroll <= 3000; scroll += 50) {
      const [a = 0, b = 0, c = 0] = stackedCardOffsets(scroll, true) ?? [];
      expect(b).toBeGreaterThanOrEqual(a);
      expect(c).toBeGreaterThanOrEqual(b);
    }
  });

  it('has no scroll-driven geometry below 992 px: the cards sit in the flow', () => {
    expect(stackedCardOffsets(1000, false)).toBeNull();
  });

  it('follows a tuned geometry', () => {
    expect(
      stackedCardOffsets(300, true, { startOffsets: [400, 800], minOffset: 100, fixedUntil: 1000 }),
    ).toEqual([100, 500]);
  });
});
