// Small statistics shared by the measuring scripts (perf, bench:scroll), kept free of their heavy imports.

/**
 * The median of `values` (the mean of the two middle ones for an even count); NaN when there are none.
 */
export function median(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/**
 * The p-th percentile (nearest rank) of ascending `sorted`; NaN when it is empty.
 */
export function percentile(sorted: readonly number[], p: number) {
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? NaN;
}
