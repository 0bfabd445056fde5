// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { motion } from '../../src/motion/motion.config.ts';
import { formatEasePath, needsCustomEase } from '../../src/motion/motion-values.ts';
import { CUSTOM_EASES_MODULE, customEases } from './custom-eases.ts';

// A string CustomEase's own code holds, minified or not.
const CUSTOM_EASE_MARK = 'Please gsap.registerPlugin(CustomEase)';

/** A production build of a page that imports the module, with CustomEase needed or not. */
async function buildPage(needed: boolean): Promise<Rollup.OutputChunk[]> {
  const root = mkdtempSync(path.join(tmpdir(), 'custom-eases-'));
  try {
    writeFileSync(
      path.join(root, 'main.js'),
      `import { whenEasesReady } from '${CUSTOM_EASES_MODULE}';\nwhenEasesReady(() => console.log('ready'));\n`,
    );
    const output = (await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [customEases({ needed: (command) => command === 'build' && needed })],
      resolve: { alias: { gsap: path.resolve('node_modules/gsap') } },
      build: { write: false, rollupOptions: { input: path.join(root, 'main.js') } },
    })) as Rollup.RollupOutput;
    return output.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('CustomEase in the build', () => {
  it('is left out whole when no GSAP ease of the config is drawn', async () => {
    const chunks = await buildPage(false);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]?.code).not.toContain('CustomEase');
  });

  it('comes in a chunk of its own, outside the entry, when one is', async () => {
    const chunks = await buildPage(true);
    const entry = chunks.find((chunk) => chunk.isEntry);
    const lazy = chunks.filter((chunk) => !chunk.isEntry);
    expect(entry?.code).not.toContain(CUSTOM_EASE_MARK);
    expect(entry?.dynamicImports).toHaveLength(1);
    expect(lazy.some((chunk) => chunk.code.includes(CUSTOM_EASE_MARK))).toBe(true);
  }, 30_000);

  it('is needed by the config once one of its GSAP eases is a drawn curve', () => {
    expect(needsCustomEase(motion)).toBe(false);
    const drawn = {
      ...motion,
      loader: { ...motion.loader, exitEase: formatEasePath([0.7, 0, 0.3, 1]) },
    };
    expect(needsCustomEase(drawn)).toBe(true);
  });
});
