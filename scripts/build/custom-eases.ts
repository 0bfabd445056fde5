// GSAP's CustomEase for the page, only where the motion config needs it. A GSAP ease of
// src/motion/motion.config.ts is a named ease or a drawn curve (a CustomEase path); GSAP plays a path only
// once CustomEase is registered. The page imports `whenEasesReady` from `virtual:custom-eases`:
// - the config has a drawn curve (or the dev server, where the studio draws them): CustomEase in a chunk
//   of its own, requested as the app starts; `whenEasesReady` calls back once it is registered (or has
//   failed, when drawn curves play as GSAP's default ease);
// - otherwise `whenEasesReady` calls back at once, and the build holds no CustomEase at all.
// Never in the first load: the loader hands over to the hero (where eased motion starts) only once
// `whenEasesReady` has called back (src/app/shell/loader/use-shell-loader.ts).

import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

export const CUSTOM_EASES_MODULE = 'virtual:custom-eases';
const file = (name: string) =>
  JSON.stringify(fileURLToPath(new URL(`../../src/motion/${name}`, import.meta.url)));
const READY = file('custom-eases.ts');
const PLUGIN = file('custom-ease-plugin.ts');
const RESOLVED = `\0${CUSTOM_EASES_MODULE}`;

/**
 * The module's source: `whenEasesReady(ready)` from src/motion/custom-eases.ts, the one for the config.
 */
export function customEasesSource(needed: boolean): string {
  if (!needed) {
    return `export { easesReadyNow as whenEasesReady } from ${READY};\n`;
  }
  return [
    `import { easesReadyWhen } from ${READY};`,
    `export const whenEasesReady = easesReadyWhen(import(${PLUGIN}));`,
    '',
  ].join('\n');
}

/**
 * @param options `needed`
 *   decides per run whether the page gets CustomEase (vite.config.ts: always in the dev server, by the
 *   config in a build).
 */
export function customEases({
  needed,
}: {
  needed: (command: 'build' | 'serve') => boolean | Promise<boolean>;
}): Plugin {
  let command: 'build' | 'serve' = 'build';
  return {
    name: 'agency:custom-eases',
    configResolved(config) {
      command = config.command;
    },
    resolveId(source) {
      return source === CUSTOM_EASES_MODULE ? RESOLVED : undefined;
    },
    async load(id) {
      return id === RESOLVED ? customEasesSource(await needed(command)) : undefined;
    },
  };
}
