// escapeUTF8: the five characters special in HTML and XML as entities (`&amp;`, `&lt;`, `&gt;`,
// `&quot;`, `&apos;`), the rest left as UTF-8 text: safe in text, in quoted attributes and in sitemap.xml.
import { decodeHTML, escapeUTF8 } from 'entities';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type HydrationState,
  type RouteObject,
} from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from '@/app/app';
import { routes } from '@/app/routes';
import { paths, projectPath } from '@/config/paths';
import { env } from '@/config/env';
import { projects } from '@/content/projects';
import { pageMeta, SHARE_IMAGE, structuredData } from '@/content/seo';
import { site } from '@/content/site';
import { loadedHomeContent, type PrerenderedContent } from '@/screens/home/home-content';

/** A page of the prerender: its HTML, its styles and the router state the browser hydrates from. */
export interface RenderedPage {
  html: string;
  styles: string;
  status: number;
  /** React Router's hydration data (`createBrowserRouter`'s `hydrationData`), with the home content. */
  state: HydrationState & PrerenderedContent;
  /** Title, description, canonical URL, Open Graph and Twitter card tags, JSON-LD. */
  head: string;
}

/** The page's `<head>` tags. Not found and early access pages are kept out of search results. */
export function headTags(path: string, title: string, indexable: boolean): string {
  const siteUrl = env.siteUrl.replace(/\/$/, '');
  const meta = pageMeta(path);
  const url = `${siteUrl}${path}`;
  const image = `${siteUrl}${SHARE_IMAGE.dir}${meta.image}`;
  const tag = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeUTF8(content)}" />`;
  const jsonLd = structuredData(path, siteUrl).map(
    (data) =>
      `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`,
  );
  return [
    `<title>${escapeUTF8(title)}</title>`,
    tag('name', 'description', meta.description),
    indexable
      ? `<link rel="canonical" href="${escapeUTF8(url)}" />`
      : tag('name', 'robots', 'noindex'),
    tag('property', 'og:type', 'website'),
    tag('property', 'og:site_name', site.name),
    tag('property', 'og:title', title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', url),
    tag('property', 'og:image', image),
    tag('property', 'og:image:width', String(SHARE_IMAGE.width)),
    tag('property', 'og:image:height', String(SHARE_IMAGE.height)),
    tag('property', 'og:image:alt', meta.imageAlt),
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:title', title),
    tag('name', 'twitter:description', meta.description),
    tag('name', 'twitter:image', image),
    tag('name', 'twitter:image:alt', meta.imageAlt),
    ...jsonLd,
  ].join('\n    ');
}

/** Every path to prerender, from the route table: static paths as they are, the project route per project. */
export function prerenderPaths(table: RouteObject[] = routes): string[] {
  const found: string[] = [];
  const walk = (list: RouteObject[]) => {
    for (const route of list) {
      if (route.path === paths.project) {
        for (const project of projects) found.push(projectPath(project.slug));
      } else if (route.path && !route.path.includes('*') && !route.path.includes(':')) {
        found.push(route.path);
      }
      if (route.children) walk(route.children);
    }
  };
  walk(table);
  return [...new Set(found)];
}

/** sitemap.xml and robots.txt for the prerendered paths (early access pages only redirect: left out). */
export function siteFiles(rendered: string[]): { 'sitemap.xml': string; 'robots.txt': string } {
  const siteUrl = env.siteUrl.replace(/\/$/, '');
  const listed = rendered.filter((path) => !paths.earlyAccess.some((early) => early === path));
  const urls = listed.map((path) => `  <url><loc>${escapeUTF8(`${siteUrl}${path}`)}</loc></url>`);
  return {
    'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
    'robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
  };
}

export async function render(path: string, origin: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, origin)));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect`);
  // The state travels as JSON, which keeps no Error: a page is prerendered only when no route failed.
  if (context.errors) throw new Error(`${path} rendered a route error`, { cause: context.errors });
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const rendered = renderToString(
      sheet.collectStyles(
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>,
      ),
    );
    // The screen's <title> goes to the head with the rest of the metadata: its text as React escaped
    // it, decoded, since the head's tags take plain text (and escape it once, for text and attributes).
    const title = decodeHTML(/<title>([^<]*)<\/title>/.exec(rendered)?.[1] ?? site.name);
    const html = rendered.replace(/<title>[^<]*<\/title>/g, '');
    const matchedAll = context.matches.some((match) => match.route.path === '*');
    const indexable = !matchedAll && !paths.earlyAccess.some((early) => early === path);
    return {
      html,
      head: headTags(path, title, indexable),
      styles: sheet.getStyleTags(),
      status: context.statusCode,
      state: {
        // The home page's copy travels as the page's data, not in the first load's code.
        ...(context.matches.some((match) => match.route.id === 'home')
          ? { content: { home: loadedHomeContent() } }
          : {}),
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: null,
      },
    };
  } finally {
    sheet.seal();
  }
}
