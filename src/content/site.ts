import type { SocialLink } from '@/ui/social-icon/social-icon';
import { paths } from '@/config/paths';
import type { SiteData } from './schema';
import siteData from './data/site.json';

/**
 * Agency-wide copy and links: src/content/data/site.json (checked against its schema at build), and the
 * navigation, whose labels and addresses are the spec's. No component hard-codes any of it.
 * `copyrightYear` is fixed, not the current year: the prerendered pages stay the same every year.
 */
const data = siteData as SiteData;

export interface NavItem {
  label: string;
  to: string;
  /** `exact`: active only on that path; `prefix`: active for any path beginning with it. */
  match: 'exact' | 'prefix';
}

export const site = {
  ...data,
  nav: [
    { label: 'Home', to: paths.home, match: 'exact' },
    { label: 'Portfolio', to: paths.portfolio, match: 'prefix' },
    { label: 'Services', to: paths.services, match: 'exact' },
    { label: 'About', to: paths.about, match: 'exact' },
  ],
} satisfies SiteData & { nav: readonly NavItem[]; socials: readonly SocialLink[] };

/** Each screen's page title, as `<title>` shows it. */
export function pageTitle(screen: string): string {
  return `${screen} | ${site.name}`;
}
