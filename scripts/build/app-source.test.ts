import { describe, expect, it } from 'vitest';
import type { Plugin, ResolvedConfig } from 'vite';
import { isAppSource, pathInProject } from './app-source.ts';
import { minifyStyledCssPlugin } from './minify-styled-css.ts';
import { styledComponentIds } from './styled-component-ids.ts';

// Checkouts as they are found on real machines: under a folder named src, with a space in a name.
const ROOTS = ['/home/ada/src/skyward-labs', '/home/ada/work/skyward labs', '/srv/src/a b/src'];

describe('pathInProject', () => {
  it('names a module by its path inside the project, whatever folders hold the project', () => {
    for (const root of ROOTS) {
      expect(pathInProject(root, `${root}/src/app/app.tsx`)).toBe('src/app/app.tsx');
      expect(pathInProject(root, `${root}/src/app/app.tsx?used`)).toBe('src/app/app.tsx');
      expect(pathInProject(root, `${root}/scripts/build/a.test.ts`)).toBe(
        'scripts/build/a.test.ts',
      );
    }
  });

  it('has no path for a module outside the project or a virtual one', () => {
    expect(pathInProject('/home/ada/src/site', '/home/ada/src/other/src/a.ts')).toBeNull();
    expect(pathInProject('/home/ada/src/site', '/home/ada/src/site-2/src/a.ts')).toBeNull();
    expect(pathInProject('/home/ada/src/site', '\0virtual:src/a.ts')).toBeNull();
    expect(pathInProject('/home/ada/src/site', 'src/a.ts')).toBeNull();
  });

  it('counts only the modules of src/ as the app', () => {
    expect(isAppSource('src/ui/button.tsx')).toBe(true);
    expect(isAppSource('src/content/projects.ts')).toBe(true);
    expect(isAppSource('scripts/build/styled-component-ids.test.ts')).toBe(false);
    expect(isAppSource('tests/e2e/home.spec.ts')).toBe(false);
    expect(isAppSource('src/styles/fonts.css')).toBe(false);
    expect(isAppSource(null)).toBe(false);
  });
});

/** Runs a plugin's transform as Vite would, with the project at `root`. */
function transform(plugin: Plugin, root: string, code: string, file: string): string | null {
  const resolved = plugin.configResolved;
  const hook = typeof resolved === 'function' ? resolved : resolved?.handler;
  // Both plugins' configResolved only read the root (synchronously).
  void hook?.call({} as never, { root } as ResolvedConfig);
  const run = plugin.transform;
  const fn = typeof run === 'function' ? run : run?.handler;
  const out = fn?.call({} as never, code, file) as { code: string } | null | undefined;
  return out?.code ?? null;
}

const STYLED =
  "import styled from 'styled-components';\nconst A = styled.div`\n  /* why */\n  color: red;\n`;\n";

describe('the build plugins in a checkout under src/ or with a space in its path', () => {
  for (const root of ROOTS) {
    it(`${root}: the app's modules are rewritten, the project's scripts and tests are not`, () => {
      for (const plugin of [styledComponentIds(), minifyStyledCssPlugin()]) {
        expect(transform(plugin, root, STYLED, `${root}/src/ui/a.tsx`), plugin.name).not.toBeNull();
        for (const other of ['scripts/build/styled-component-ids.test.ts', 'tests/e2e/a.spec.ts']) {
          expect(
            transform(plugin, root, STYLED, `${root}/${other}`),
            `${plugin.name} ${other}`,
          ).toBeNull();
        }
      }
    });
  }

  it('gives a component the same ID wherever the project is checked out', () => {
    const [first, ...others] = ROOTS.map((root) =>
      transform(styledComponentIds(), root, STYLED, `${root}/src/ui/a.tsx`),
    );
    expect(first).toContain("componentId: 'sc-");
    for (const other of others) expect(other).toBe(first);
  });
});
