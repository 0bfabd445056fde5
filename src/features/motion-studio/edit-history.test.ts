import {
  HISTORY_LIMIT,
  MERGE_MS,
  record,
  redo,
  replacePresent,
  startHistory,
  undo,
} from './edit-history';

/** The step, failing the test when there is none. */
function step<T>(history: T | null): T {
  if (history === null) throw new Error('expected a step');
  return history;
}

type Values = Record<string, number>;

describe('edit history', () => {
  it('steps back and forward through every edit, and a new edit clears what could be redone', () => {
    let history = startHistory<Values>({ a: 1 });
    history = record(history, { a: 2 }, 'a', 0);
    history = record(history, { a: 2, b: 5 }, 'b', 10);
    const back = step(undo(history));
    expect(back.present).toEqual({ a: 2 });
    expect(step(undo(back)).present).toEqual({ a: 1 });
    expect(undo(step(undo(back)))).toBeNull();
    expect(step(redo(back)).present).toEqual({ a: 2, b: 5 });
    expect(redo(history)).toBeNull();
    const branched = record(back, { a: 3 }, 'a', 5000);
    expect(branched.future).toEqual([]);
    expect(redo(branched)).toBeNull();
    expect(step(undo(branched)).present).toEqual({ a: 2 });
  });

  it('makes one step of a drag or of typing on one field, and two of edits further apart', () => {
    let history = startHistory<Values>({ x: 0 });
    for (const [value, at] of [
      [1, 0],
      [12, 100],
      [120, 200],
    ] as const) {
      history = record(history, { x: value }, 'x', at);
    }
    expect(history.past).toEqual([{ x: 0 }]);
    history = record(history, { x: 7 }, 'x', 200 + MERGE_MS);
    expect(history.past).toEqual([{ x: 0 }, { x: 120 }]);
    // Another field, or a step without a field (Reset, a take), is a step of its own.
    history = record(history, { x: 7, y: 1 }, 'y', 201 + MERGE_MS);
    history = record(history, {});
    history = record(history, {});
    expect(history.past).toHaveLength(5);
  });

  it('keeps a save out of the steps, and forgets only the oldest past its limit', () => {
    let history = record(startHistory<Values>({ a: 1 }), { a: 2 }, 'a', 0);
    history = replacePresent(history, {});
    expect(history.past).toEqual([{ a: 1 }]);
    expect(step(undo(history)).future).toEqual([{}]);
    for (let i = 0; i < HISTORY_LIMIT + 10; i += 1) history = record(history, { a: i });
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past.at(-1)).toEqual({ a: HISTORY_LIMIT + 8 });
  });

  it('a save restates every other step, so Undo after it goes back to the values before it', () => {
    // 200 in the file; edited to 300, then 450; saved: the file has 450.
    let history = startHistory<Values>({});
    history = record(history, { hover: 300 }, 'hover', 0);
    history = record(history, { hover: 450 }, 'hover', MERGE_MS + 1);
    const restate = (values: Values): Values => {
      const next = { ...values };
      if (!('hover' in next)) next.hover = 200;
      if (next.hover === 450) delete next.hover;
      return next;
    };
    history = replacePresent(history, {}, restate);
    expect(history.past).toEqual([{ hover: 200 }, { hover: 300 }]);
    const back = step(undo(history));
    expect(back.present).toEqual({ hover: 300 });
    expect(step(undo(back)).present).toEqual({ hover: 200 });
    expect(step(redo(back)).present).toEqual({});
  });
});
