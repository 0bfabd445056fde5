import { paths, projectSlugOf } from '@/config/paths';
import { currency, formatAmount, packages } from './packages';
import { listed } from './listed';
import { findProject, projects } from './projects';
import { site } from './site';
import type { SeoData } from './schema';
import seoData from './data/seo.json';

/** What search engines and link previews show for each page. Share images live in public/share/. */
export interface PageMeta {
  description: string;
  /** File name in /share/ (1200x630). */
  image: string;
  imageAlt: string;
}

export const SHARE_IMAGE = { width: 1200, height: 630, dir: '/share/' } as const;

const seo: SeoData = seoData;
/** What `{lowestPrice}`, `{projects}` and `{packages}` in a text stand for: made from the data. */
const made = {
  '{lowestPrice}': formatAmount(Math.min(...packages.map((pkg) => pkg.amount))),
  '{projects}': listed(projects.map((project) => project.title)),
  '{packages}': listed(packages.map((pkg) => pkg.title)),
};
/** A text of seo.json with its tokens made from the data. */
export const filled = (text: string) =>
  Object.entries(made).reduce((out, [token, value]) => out.replaceAll(token, value), text);
const page = (texts: SeoData[keyof SeoData], image: string): PageMeta => ({
  description: filled(texts.description),
  image,
  imageAlt: filled(texts.imageAlt),
});

/** Each page's texts: src/content/data/seo.json. */
const pages: Record<string, PageMeta> = {
  [paths.home]: page(seo.home, 'home.jpg'),
  [paths.portfolio]: page(seo.portfolio, 'portfolio.jpg'),
  [paths.services]: page(seo.services, 'services.jpg'),
  [paths.about]: page(seo.about, 'about.jpg'),
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

/** JSON-LD: the agency on every page, and its packages as services with offers on /services. */
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
