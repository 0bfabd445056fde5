import type { PackagesData } from './schema';
import packagesData from './data/packages.json';

/** The service packages (spec §3). Amounts in the currency set once below. */
export interface Package {
  id: string;
  title: string;
  amount: number;
  duration: string;
  features: readonly string[];
}

/**
 * The packages, the currency every amount is shown in and the "More Details :" modal:
 * src/content/data/packages.json. Grouping off: the spec's amounts read as it writes them ($5000, not
 * $5,000).
 */
const data: PackagesData = packagesData;
export const currency = data.currency;
export const packages: readonly Package[] = data.packages;

export function formatAmount(amount: number): string {
  return new Intl.NumberFormat(currency.locale, {
    style: 'currency',
    currency: currency.code,
    maximumFractionDigits: 0,
    useGrouping: currency.grouping,
  }).format(amount);
}

/** The "More Details :" modal of the services page: what costs extra (spec §3 More Details items). */
export const moreDetails = data.moreDetails;
