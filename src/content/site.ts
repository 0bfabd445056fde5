import type { SocialLink } from '@/ui/social-icon/social-icon';
import { paths } from '@/config/paths';

/** Agency-wide copy and links. Replace freely: no component hard-codes any of it. */

export interface NavItem {
  label: string;
  to: string;
  /** `exact`: active only on that path; `prefix`: active for any path beginning with it. */
  match: 'exact' | 'prefix';
}

export const site = {
  name: 'Skyward Labs',
  tagline: 'Web development and machine-learning studio',
  footerNote:
    'Custom websites and machine-learning solutions, built to help businesses fly high on the web.',
  /** spec: a fixed year, not the current one (the prerendered pages stay the same every year). */
  copyrightYear: 2025,
  loadingLabel: 'Loading Skyward Labs…',
  redirectingLabel: 'Taking you to early access…',
  nav: [
    { label: 'Home', to: paths.home, match: 'exact' },
    { label: 'Portfolio', to: paths.portfolio, match: 'prefix' },
    { label: 'Services', to: paths.services, match: 'exact' },
    { label: 'About', to: paths.about, match: 'exact' },
  ],
  socials: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/', icon: 'linkedin' },
    { label: 'GitHub', href: 'https://github.com/', icon: 'github' },
    { label: 'Instagram', href: 'https://www.instagram.com/', icon: 'instagram' },
  ],
} as const satisfies {
  name: string;
  tagline: string;
  footerNote: string;
  copyrightYear: number;
  loadingLabel: string;
  redirectingLabel: string;
  nav: readonly NavItem[];
  socials: readonly SocialLink[];
};

/** Each screen's page title, as `<title>` shows it. */
export function pageTitle(screen: string): string {
  return `${screen} | ${site.name}`;
}
