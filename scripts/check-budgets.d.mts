export const BUDGETS_KB: { homeFirstLoadJs: number; css: number; routeOwnJs: number };

export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isDynamicEntry?: boolean;
}

export function staticClosure(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen?: Set<string>,
): Set<string>;

export function measure(
  manifest: Record<string, ManifestChunk>,
  gzipBytes: (file: string) => number,
  pageCss?: Record<string, number>,
): { name: string; bytes: number; budgetKb: number; ok: boolean }[];
