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
): BudgetRow[];

export interface BudgetRow {
  name: string;
  bytes: number;
  budgetKb: number;
  ok: boolean;
}

export function budgetsOf(outDir: string): Promise<BudgetRow[]>;

export function formatBudgets(rows: BudgetRow[]): string;
