import { pictures, type ResponsiveImage } from './media';
import type { PortfolioData, ProjectData } from './schema';
import portfolioData from './data/portfolio.json';

/**
 * The customer projects of the portfolio (spec §2 Portfolio, Project detail; §3 Portfolio project).
 * Each is a file of src/content/data/projects/; the spec does not print their descriptions,
 * requirements or process.
 */
export interface Project {
  slug: string;
  title: string;
  category: string;
  /** One line on the portfolio card. */
  tagline: string;
  /** The customer's live site. */
  link: string;
  cardImage: ResponsiveImage;
  /** The band at the top of the project's page. */
  coverImage: ResponsiveImage;
  description: readonly string[];
  requirements: readonly string[];
  process: readonly string[];
  finalProduct: {
    cardTitle: string;
    /** Three screens (the schema holds every project to three). */
    images: readonly ResponsiveImage[];
  };
}

/** Portfolio cards (tools/media/make-covers.ts), 4:3. */
const cardArt = pictures(
  import.meta.glob<string>('./*.{avif,webp,jpg}', {
    base: '/src/assets/portfolio/',
    eager: true,
    query: '?url',
    import: 'default',
  }),
);
/** Covers (a 7:3 band, 4:3 on phones; tools/media/make-covers.ts) and screens (tools/media/make-screens.ts). */
const projectArt = pictures(
  import.meta.glob<string>('./*.{avif,webp,jpg}', {
    base: '/src/assets/projects/',
    eager: true,
    query: '?url',
    import: 'default',
  }),
);

/** Copy every project page shares (spec: a fixed intro mentioning a client meeting and a 10-question questionnaire). */
export const projectDetailCopy = (portfolioData satisfies PortfolioData).projectPage;

/** Each src/content/data/projects/<slug>.json, checked against its schema at build. */
const projectFiles = import.meta.glob<ProjectData>('./data/projects/*.json', {
  eager: true,
  import: 'default',
});

/** The projects, in their `order`: a case study is one data file and its pictures. */
export const projects: readonly Project[] = Object.entries(projectFiles)
  .map(([file, data]) => ({ slug: file.replace(/^.*\/|\.json$/g, ''), data }))
  .sort((a, b) => a.data.order - b.data.order)
  .map(({ slug, data }) => ({
    slug,
    title: data.title,
    category: data.category,
    tagline: data.tagline,
    link: data.link,
    cardImage: cardArt(data.cardImage.file, data.cardImage.alt),
    coverImage: projectArt(data.coverImage.file, data.coverImage.alt),
    description: data.description,
    requirements: data.requirements,
    process: data.process,
    finalProduct: {
      cardTitle: data.finalProduct.cardTitle,
      images: data.finalProduct.images.map((image) => projectArt(image.file, image.alt)),
    },
  }));

export function findProject(slug: string | undefined): Project | undefined {
  return projects.find((project) => project.slug === slug);
}
