/** The service packages (spec §3). Amounts in the currency set once below. */
export interface Package {
  id: string;
  title: string;
  amount: number;
  duration: string;
  features: readonly string[];
}

/** The currency every amount is shown in. */
/** Grouping off: the spec's amounts read as it writes them ($5000, not $5,000). */
export const currency = { code: 'USD', locale: 'en-US', grouping: false } as const;

export const packages = [
  {
    id: 'frontendpro',
    title: 'FrontendPro',
    amount: 5000,
    duration: '1-2 Weeks Project',
    features: [
      'Responsive visual web design',
      'Cross-browser compatibility',
      'Clean modern UI/UX',
      'Fast-loading SEO-friendly sites',
    ],
  },
  {
    id: 'stackcore',
    title: 'StackCore',
    amount: 10000,
    duration: '2-3 Weeks Project',
    features: [
      'Frontend and backend development',
      'Authentication and security',
      'API integrations',
      'Database design, management and optimization',
    ],
  },
  {
    id: 'aiminds',
    title: 'AIMinds',
    amount: 8000,
    duration: '1-2 Weeks Project',
    features: [
      'Data preprocessing and analysis',
      'Custom AI/ML model development',
      'Continuous model optimization and monitoring',
      'Chatbot design and implementation',
    ],
  },
] as const satisfies readonly Package[];

export function formatAmount(amount: number): string {
  return new Intl.NumberFormat(currency.locale, {
    style: 'currency',
    currency: currency.code,
    maximumFractionDigits: 0,
    useGrouping: currency.grouping,
  }).format(amount);
}

/** The "More Details :" modal of the services page: what costs extra (spec §3 More Details items). */
export const moreDetails = {
  /** Accessible name of the info button beside the heading. */
  openLabel: 'More details',
  heading: 'More Details :',
  intro:
    'Each package has a fixed price for the scope we agree on at the start. These are quoted separately, always before any work begins:',
  items: [
    'Additional features beyond the original scope',
    'Major design changes after the project begins',
    'Extended support beyond initial terms',
    'Timeline extensions from new requirements',
  ],
  closeLabel: 'Close',
} as const;
