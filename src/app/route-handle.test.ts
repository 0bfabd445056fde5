import { matchRoutes } from 'react-router-dom';
import { routeGroups } from '@/features/motion-studio/route-groups';
import { routeHandleOf } from './route-handle';
import { routes } from './routes';

/** The handle of the screen `path` opens, read from the real route table. */
function screenAt(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  return routeHandleOf(matches.map((match) => ({ handle: match.route.handle as unknown })));
}

describe('per-route settings, from the route table', () => {
  const groups = (path: string) => routeGroups(screenAt(path).motion).map((group) => group.id);

  it("the studio lists a screen's own motion groups first, then the shell's", () => {
    expect(groups('/').slice(0, 4)).toEqual(['hero', 'eye', 'stack', 'reveal']);
    expect(groups('/about')).toContain('about');
    expect(groups('/about')).not.toContain('stack');
    expect(groups('/services')).toEqual([
      'loader',
      'navbar',
      'cursor',
      'scroll',
      'modal',
      'spinner',
      'eases',
      'hover',
    ]);
    expect(groups('/portfolio/alphabeads')).toContain('reveal');
    expect(groups('/nope')).not.toContain('reveal');
  });

  it('the footer is static on /about only', () => {
    expect(screenAt('/about').footer).toBe('static');
    for (const path of ['/', '/portfolio', '/portfolio/alphabeads', '/services', '/nope']) {
      expect(screenAt(path).footer, path).toBe('revealed');
    }
  });
});
