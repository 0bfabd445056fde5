export const BUDGETS: { rate: number; p95Ms: number; maxLongFrames: number }[];
export function frameStats(
  frames: number[],
  longFrames: number[],
): { frames: number; p50: number; p95: number; max: number; longFrames: number };
