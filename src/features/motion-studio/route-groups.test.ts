import { routeGroups } from './route-groups';

describe("the studio's groups for each screen", () => {
  const groups = (path: string) => routeGroups(path).map((group) => group.id);

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
    expect(groups('/portfolio')).toContain('reveal');
    expect(groups('/PORTFOLIO')).not.toContain('reveal');
  });
});
