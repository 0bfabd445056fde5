import { matchRoutes } from 'react-router-dom';
import { routeHandleOf } from './route-handle';
import { routes } from './routes';

/** The handle of the screen `path` opens, read from the real route table. */
function screenAt(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  return routeHandleOf(matches.map((match) => ({ handle: match.route.handle as unknown })));
}

describe('per-route settings, from the route table', () => {
  it('the route table carries no studio data: a handle says only what the screen itself uses', () => {
    for (const path of [
      '/',
      '/portfolio',
      '/portfolio/alphabeads',
      '/services',
      '/about',
      '/nope',
    ]) {
      const handles = (matchRoutes(routes, path) ?? []).map(
        (match) => match.route.handle as unknown,
      );
      for (const handle of handles.filter(Boolean)) {
        expect(Object.keys(handle as object), path).toEqual(['footer']);
      }
    }
  });

  it('the footer is static on /about only', () => {
    expect(screenAt('/about').footer).toBe('static');
    for (const path of ['/', '/portfolio', '/portfolio/alphabeads', '/services', '/nope']) {
      expect(screenAt(path).footer, path).toBe('revealed');
    }
  });
});
