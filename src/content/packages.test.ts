import { describe, expect, it } from 'vitest';
import { formatAmount, moreDetails, packages } from './packages';

describe('packages (spec §3)', () => {
  it('holds the three packages with the spec amounts and durations', () => {
    expect(packages.map(({ title, amount, duration }) => [title, amount, duration])).toEqual([
      ['FrontendPro', 5000, '1-2 Weeks Project'],
      ['StackCore', 10000, '2-3 Weeks Project'],
      ['AIMinds', 8000, '1-2 Weeks Project'],
    ]);
    for (const pkg of packages) expect(pkg.features).toHaveLength(4);
  });

  it('formats amounts as currency, written as the spec writes them', () => {
    expect(packages.map((pkg) => formatAmount(pkg.amount))).toEqual(['$5000', '$10000', '$8000']);
  });

  it('lists the four extra-cost items of "More Details :"', () => {
    expect(moreDetails.heading).toBe('More Details :');
    expect(moreDetails.items).toHaveLength(4);
  });
});
