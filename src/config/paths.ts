import { generatePath, matchPath } from 'react-router-dom';

/** Every route of the site (spec §2). Here, not in app/, so screens and content can link with it. */
export const paths = {
  home: '/',
  portfolio: '/portfolio',
  project: '/portfolio/:project',
  services: '/services',
  about: '/about',
  earlyAccess: ['/aptiz', '/aptiz/early-access'],
} as const;

/** The address of a project's page. */
export function projectPath(slug: string): string {
  return generatePath(paths.project, { project: slug });
}

/** The project slug in a project page's address; undefined for any other path. */
export function projectSlugOf(path: string): string | undefined {
  return matchPath({ path: paths.project, caseSensitive: true }, path)?.params.project;
}
