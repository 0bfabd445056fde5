import { describe, expect, it } from 'vitest';
import { cardsPerRow } from './team';

describe('the team grid on a wide screen', () => {
  it('fills one row up to four members, then balances the rows so that no card is left alone', () => {
    const rows = (count: number) => {
      const perRow = cardsPerRow(count);
      const full = Math.floor(count / perRow);
      const rest = count % perRow;
      return [...Array<number>(full).fill(perRow), ...(rest ? [rest] : [])];
    };
    expect(rows(1)).toEqual([1]);
    expect(rows(3)).toEqual([3]);
    expect(rows(4)).toEqual([4]);
    expect(rows(5)).toEqual([3, 2]);
    expect(rows(6)).toEqual([3, 3]);
    expect(rows(7)).toEqual([4, 3]);
    expect(rows(9)).toEqual([3, 3, 3]);
    expect(rows(10)).toEqual([4, 4, 2]);
    for (let count = 2; count <= 12; count++) expect(rows(count).at(-1)).toBeGreaterThan(1);
  });
});
