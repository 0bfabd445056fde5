import { motion } from '@/motion/motion.config';
import { writeField } from '@/motion/config-path';
import {
  cardLine,
  cardTop,
  mapRows,
  RULER_LABEL_PX,
  rulerStep,
  snapToField,
  stackHandles,
  triggerLabel,
} from './scroll-map-model';

describe('the scroll map', () => {
  it('puts each card where it lands at the min offset, that offset as a top, and fixedUntil', () => {
    const handles = stackHandles(motion);
    expect(handles.map((handle) => [handle.name, handle.axis, handle.at])).toEqual([
      ['Card 1 start offset (px) on the scroll map', 'scroll', 625],
      ['Card 2 start offset (px) on the scroll map', 'scroll', 1375],
      ['Card 3 start offset (px) on the scroll map', 'scroll', 2125],
      ['Card min offset (px) on the scroll map', 'top', 125],
      ['Fixed until scroll (px) on the scroll map', 'scroll', 2500],
    ]);
    // Drawn where a card lands on the min offset line, the min offset at the left, fixedUntil below
    // its line.
    expect(handles.map((handle) => handle.spot)).toEqual([
      { scroll: 625, top: 125 },
      { scroll: 1375, top: 125 },
      { scroll: 2125, top: 125 },
      { scroll: 0, top: 125 },
      { scroll: 2500, top: 'below' },
    ]);
    // Card 2 dragged to land at 1675: its start is 1800.
    expect(handles[1]?.valueAt(1675)).toBe(1800);
    const moved = writeField(motion, ['stack', 'minOffset'], 200);
    expect(stackHandles(moved)[0]?.at).toBe(550);
  });

  it('draws a card as the spec moves it: to the min offset, held, then carried up', () => {
    expect([0, 1000, 1400, 2400, 2600].map((scroll) => cardTop(1500, 125, 2500, scroll))).toEqual([
      1500, 500, 125, 125, 25,
    ]);
    expect(cardLine(1500, 125, 2500, 4000)).toEqual([
      [0, 1500],
      [1375, 125],
      [2500, 125],
      [4000, -1375],
    ]);
    // A card still below the min offset at fixedUntil is carried up from where it is.
    expect(cardLine(3000, 125, 2500, 2500)).toEqual([
      [0, 3000],
      [2500, 500],
    ]);
  });

  it('keeps a dragged value on its field’s step and range', () => {
    const [card] = stackHandles(motion);
    if (!card) throw new Error('no handle');
    expect(snapToField(card.field, 1234)).toBe(1230);
    expect(snapToField(card.field, -40)).toBe(0);
    expect(snapToField(card.field, 99_999)).toBe(10_000);
  });

  it('gives a row per section, its reveals side by side, in the order they start', () => {
    const rows = mapRows([
      { label: 'Reveal: B', start: 900, end: 1200 },
      { label: 'Reveal: A', start: 100, end: 400 },
      { label: 'Reveal: B', start: 700, end: 800 },
    ]);
    expect(rows).toEqual([
      { label: 'Reveal: A', spans: [{ start: 100, end: 400 }] },
      {
        label: 'Reveal: B',
        spans: [
          { start: 700, end: 800 },
          { start: 900, end: 1200 },
        ],
      },
    ]);
  });

  it('names a trigger by the heading of its section', () => {
    document.body.innerHTML =
      '<section><h2>What we do</h2><div id="x"><p>card</p></div></section><div id="loose"></div>';
    expect(triggerLabel(document.querySelector('p'))).toBe('Reveal: What we do');
    expect(triggerLabel(document.querySelector('#loose'))).toBe('Reveal: #loose');
    expect(triggerLabel(null)).toBe('Page');
  });
});

describe('rulerStep', () => {
  it('labels every 500 px where the labels have room, and fewer where they do not', () => {
    // The home page on the studio's 330 px map: the stack's values fall on the 500s.
    expect(rulerStep(5200, 330)).toBe(500);
    // A phone's narrower map: a label every 1,000 px.
    expect(rulerStep(5600, 300)).toBe(1000);
    // A short page: every 250 px.
    expect(rulerStep(1500, 330)).toBe(250);
    for (const [end, width] of [
      [800, 200],
      [5200, 330],
      [20_000, 300],
      [90_000, 300],
    ] as const) {
      expect((rulerStep(end, width) / end) * width).toBeGreaterThanOrEqual(RULER_LABEL_PX);
    }
  });
});
