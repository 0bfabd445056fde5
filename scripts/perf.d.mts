export const THRESHOLDS: {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  maxCls: number;
  maxTbtMs: number;
  maxLcpMs: number;
};

export interface LighthouseResult {
  categories: Record<
    'performance' | 'accessibility' | 'best-practices' | 'seo',
    { score: number | null }
  >;
  audits: Record<
    'cumulative-layout-shift' | 'largest-contentful-paint' | 'total-blocking-time',
    { numericValue?: number }
  >;
}

export interface PerfRow {
  route: string;
  formFactor: string;
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  ok: boolean;
}

export function summarise(route: string, formFactor: string, lhrs: LighthouseResult[]): PerfRow;
