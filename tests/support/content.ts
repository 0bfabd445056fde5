/**
 * The site's content as the tests read it: the files of src/content/data/, parsed. A test that shows or
 * checks copy takes it from here, so that the agency's edits (a testimonial, a price, a new project)
 * need no test edit. Where the content departs from the spec is a report: npm run check:spec.
 * No test framework here: the Playwright suites and the cross-browser suite both import it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  AboutData,
  HomeData,
  PackagesData,
  PortfolioData,
  ProjectData,
  SeoData,
  SiteData,
} from '../../src/content/schema';

const DATA = join(process.cwd(), 'src/content/data');
const read = <T>(file: string): T => JSON.parse(readFileSync(join(DATA, file), 'utf8')) as T;

/** Each project, in its portfolio order, with its slug (its file's name). */
export interface ProjectContent extends ProjectData {
  slug: string;
}

export const content = {
  site: read<SiteData>('site.json'),
  home: read<HomeData>('home.json'),
  about: read<AboutData>('about.json'),
  packages: read<PackagesData>('packages.json'),
  portfolio: read<PortfolioData>('portfolio.json'),
  seo: read<SeoData>('seo.json'),
  projects: readdirSync(join(DATA, 'projects'))
    .filter((file) => file.endsWith('.json'))
    .map((file): ProjectContent => ({
      ...read<ProjectData>(`projects/${file}`),
      slug: file.replace(/\.json$/, ''),
    }))
    .sort((a, b) => a.order - b.order),
};

/** A package's price as the site shows it ($5000). */
export function priceOf(amount: number): string {
  const { code, locale, grouping } = content.packages.currency;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: code,
    maximumFractionDigits: 0,
    useGrouping: grouping,
  }).format(amount);
}
