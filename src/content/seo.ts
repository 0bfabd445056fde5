import { paths, projectSlugOf } from '@/config/paths';
import { formatAmount, packages, currency } from './packages';
import { findProject } from './projects';
import { site } from './site';

/** What search engines and link previews show for each page. Share images live in public/share/. */
export interface PageMeta {
  description: string;
  /** File name in /share/ (1200x630). */
  image: string;
  imageAlt: string;
}

export const SHARE_IMAGE = { width: 1200, height: 630, dir: '/share/' } as const;

const pages: Record<string, PageMeta> = {
  [paths.home]: {
    description:
      'Skyward Labs builds custom websites and machine-learning solutions tailored to each client, to help businesses fly high on the web.',
    image: 'home.jpg',
    imageAlt: 'Skyward Labs: Empowering Businesses to Fly High on the Web.',
  },
  [paths.portfolio]: {
    description:
      'Happy customers of Skyward Labs: Alphabeads, a phonics app for early learners, and Tirthdom, a browser game across sacred sites.',
    image: 'portfolio.jpg',
    imageAlt: 'Skyward Labs portfolio: Alphabeads and Tirthdom',
  },
  [paths.services]: {
    description: `Fixed-price packages from Skyward Labs: FrontendPro, StackCore and AIMinds, for web design, full-stack development and AI/ML, from ${formatAmount(Math.min(...packages.map((pkg) => pkg.amount)))}.`,
    image: 'services.jpg',
    imageAlt: 'Skyward Labs services: FrontendPro, StackCore and AIMinds',
  },
  [paths.about]: {
    description:
      'Meet Skyward Labs: our mission, story and philosophy, the team, our approach in three steps and answers to frequent questions.',
    image: 'about.jpg',
    imageAlt: 'Skyward Labs: Where every spark of imagination ignites innovation.',
  },
};

/** The metadata of a path: its own, a project's, or the site's default (404, early access). */
export function pageMeta(path: string): PageMeta {
  const own = pages[path];
  if (own) return own;
  const project = findProject(projectSlugOf(path));
  if (project) {
    return {
      description: `${project.title} (${project.category}): ${project.tagline} A project by ${site.name}.`,
      image: `${project.slug}.jpg`,
      imageAlt: `${project.title}, ${/^[aeiou]/i.test(project.category) ? 'an' : 'a'} ${project.category.toLowerCase()} project by ${site.name}`,
    };
  }
  return { ...(pages[paths.home] as PageMeta) };
}

/** JSON-LD: the agency on every page, and its three packages as services with offers on /services. */
export function structuredData(path: string, siteUrl: string): object[] {
  const organizationId = `${siteUrl}/#organization`;
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId,
    name: site.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icons/icon-512.png`,
    description: site.footerNote,
  };
  if (path !== paths.services) return [organization];
  return [
    organization,
    ...packages.map((pkg) => ({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: pkg.title,
      description: pkg.features.join('; '),
      provider: { '@id': organizationId },
      offers: {
        '@type': 'Offer',
        price: String(pkg.amount),
        priceCurrency: currency.code,
        description: pkg.duration,
        url: `${siteUrl}${paths.services}`,
      },
    })),
  ];
}
