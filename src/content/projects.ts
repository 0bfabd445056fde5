/** The customer projects of the portfolio. Detail screens and the route table read their slugs here. */
export interface ProjectSummary {
  slug: string;
  title: string;
  category: string;
}

export const projectSummaries = [
  { slug: 'alphabeads', title: 'Alphabeads', category: 'Education' },
  { slug: 'tirthdom', title: 'Tirthdom', category: 'Gaming' },
] as const satisfies readonly ProjectSummary[];

export function findProject(slug: string | undefined): ProjectSummary | undefined {
  return projectSummaries.find((project) => project.slug === slug);
}
