import { motion } from '@/motion/motion.config';
import { breakpoints } from '@/lib/breakpoints';
import { stackedCardOffsets, stackLayout } from './stack-geometry';

const spec = motion.stack;

describe('stackedCardOffsets (spec §4: offsets 750, 1500, 2250, minimum 125, fixed until 2500, then 1650)', () => {
  it('quotes the spec numbers in the motion config', () => {
    expect(motion.stack).toMatchObject({
      startOffsets: [750, 1500, 2250],
      minOffset: 125,
      fixedUntil: 2500,
    });
    expect(breakpoints.wide).toBe(992);
  });

  it('starts at 750, 1500 and 2250', () => {
    expect(stackedCardOffsets(0, true, spec)).toEqual([750, 1500, 2250]);
  });

  it('moves each card up with the scroll until it reaches the 125 px min offset', () => {
    expect(stackedCardOffsets(500, true, spec)).toEqual([250, 1000, 1750]);
    expect(stackedCardOffsets(625, true, spec)).toEqual([125, 875, 1625]);
    expect(stackedCardOffsets(750, true, spec)).toEqual([125, 750, 1500]);
    expect(stackedCardOffsets(1000, true, spec)).toEqual([125, 500, 1250]);
    expect(stackedCardOffsets(1800, true, spec)).toEqual([125, 125, 450]);
    expect(stackedCardOffsets(2125, true, spec)).toEqual([125, 125, 125]);
    expect(stackedCardOffsets(2400, true, spec)).toEqual([125, 125, 125]);
    expect(stackedCardOffsets(2499, true, spec)).toEqual([125, 125, 125]);
  });

  it('releases the three cards together at 2500 and lets them scroll away with the page', () => {
    expect(stackedCardOffsets(2500, true, spec)).toEqual([125, 125, 125]);
    expect(stackedCardOffsets(2600, true, spec)).toEqual([25, 25, 25]);
    expect(stackedCardOffsets(3500, true, spec)).toEqual([-875, -875, -875]);
  });

  it('places the released cards at the absolute offset 1650 of a stack starting at 975', () => {
    const stackOrigin = 975;
    const specEndOffset = 1650;
    const { releasedTop } = stackLayout(spec);
    expect(releasedTop).toBe(stackOrigin + specEndOffset);
    // In the viewport: document position minus scroll.
    expect(stackedCardOffsets(3000, true, spec)).toEqual([0, 1, 2].map(() => releasedTop - 3000));
  });

  it('works out the layout once: start offsets, released tops, min offset and fixed until', () => {
    expect(stackLayout(spec)).toEqual({
      startOffsets: [750, 1500, 2250],
      released: [125, 125, 125],
      minOffset: 125,
      fixedUntil: 2500,
      releasedTop: 2625,
    });
  });

  it("holds the first card at the min offset through the spec's fixed range, 750 to 2500", () => {
    for (const scroll of [750, 1200, 2000, 2499]) {
      expect(stackedCardOffsets(scroll, true, spec)?.[0]).toBe(125);
    }
  });

  it('never lets a later card sit above an earlier one, so each later card covers the one before', () => {
    for (let scroll = 0; scroll <= 3000; scroll += 50) {
      const [a = 0, b = 0, c = 0] = stackedCardOffsets(scroll, true, spec) ?? [];
      expect(b).toBeGreaterThanOrEqual(a);
      expect(c).toBeGreaterThanOrEqual(b);
    }
  });

  it('has no scroll-driven geometry below 992 px: the cards sit in the flow', () => {
    expect(stackedCardOffsets(1000, false, spec)).toBeNull();
  });

  it('follows a tuned geometry', () => {
    expect(
      stackedCardOffsets(300, true, { startOffsets: [400, 800], minOffset: 100, fixedUntil: 1000 }),
    ).toEqual([100, 500]);
  });
});
