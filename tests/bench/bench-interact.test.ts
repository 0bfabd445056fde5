import { describe, expect, it } from 'vitest';
import { BUDGETS, formatMs, judge, latencyOf, soakVerdict } from './bench-interact.ts';
import { heapSnapshotSizes } from '../support/soak.ts';

const entry = (
  name: string,
  interactionId: number,
  startTime: number,
  processingStart: number,
  processingEnd: number,
  duration: number,
) => ({ name, interactionId, startTime, processingStart, processingEnd, duration });

describe('interaction benchmark', () => {
  it('has the interaction budgets: 100 ms at 4x, 200 ms at 6x', () => {
    expect(BUDGETS).toEqual({ 4: 100, 6: 200 });
  });

  it('reads an interaction from its first input to its presented frame, as INP does', () => {
    // A click: pointerdown at 1000 (handled at 1005), click handled 1010 to 1060, frame at 1096.
    const latency = latencyOf([
      entry('pointerdown', 7, 1000, 1005, 1008, 96),
      entry('pointerup', 7, 1004, 1009, 1010, 88),
      entry('click', 7, 1004, 1010, 1060, 88),
    ]);
    expect(latency).toEqual({
      latency: 96,
      inputDelay: 5,
      processing: 55,
      presentation: 36,
      event: 'pointerdown',
    });
  });

  it('takes the longest of several interactions (keys typed), and none under the floor', () => {
    const typed = latencyOf([
      entry('keydown', 1, 0, 2, 10, 24),
      entry('keydown', 2, 200, 201, 240, 56),
      entry('keyup', 2, 260, 261, 262, 16),
      entry('pointermove', 0, 300, 300, 301, 120),
    ]);
    expect(typed.latency).toBe(56);
    expect(latencyOf([]).latency).toBe(0);
    expect(formatMs(0)).toBe('<16');
    expect(formatMs(88.4)).toBe('88');
  });

  it("judges the median of the runs against the rate's budget", () => {
    expect(judge([168, 96, 104], 4)).toEqual({ value: 104, ok: false });
    expect(judge([168, 96, 100], 4)).toEqual({ value: 100, ok: true });
    expect(judge([190, 250, 120], 6)).toEqual({ value: 190, ok: true });
  });

  it('passes a long visit whose listeners, nodes and objects stay put', () => {
    const early = { listeners: 278, nodes: 415, objectsMb: 3.1 };
    expect(soakVerdict(early, { listeners: 283, nodes: 410, objectsMb: 3.4 })).toBe(true);
    expect(soakVerdict(early, { listeners: 284, nodes: 415, objectsMb: 3.1 })).toBe(false);
    expect(soakVerdict(early, { listeners: 278, nodes: 421, objectsMb: 3.1 })).toBe(false);
    expect(soakVerdict(early, { listeners: 278, nodes: 415, objectsMb: 3.45 })).toBe(false);
  });

  it("counts a heap snapshot's compiled code and Blink's objects apart from the page's objects", () => {
    const snapshot = {
      snapshot: {
        meta: {
          node_fields: ['type', 'name', 'id', 'self_size'],
          node_types: [['hidden', 'object', 'code', 'native', 'synthetic'] as string[]] as [
            string[],
          ],
        },
      },
      // type, name (index into strings), id, self size
      nodes: [1, 0, 1, 100, 2, 1, 2, 5000, 3, 2, 3, 700, 3, 3, 4, 30, 4, 4, 5, 0, 0, 1, 6, 20],
      strings: ['Object', '(code)', 'HTMLDivElement', 'system / Context', '(GC roots)'],
    };
    expect(heapSnapshotSizes(snapshot)).toEqual({ code: 5000, blink: 700, objects: 150 });
  });
});
