// Stable styled-components class names: each `styled.x` / `styled(X)` gets a componentId from its file
// and position, so the prerendered HTML and the browser bundle (whose chunks evaluate in another order)
// name every component alike and hydration matches. The job babel-plugin-styled-components does.
import { isAppSource, pathInProject } from './app-source.ts';

import type { Plugin } from 'vite';

const STYLED_CALL = /\bstyled(\.[A-Za-z][\w]*|\([A-Za-z_$][\w$.]*\))(?=\s*(?:<|`|\.attrs\())/g;

/**
 * A short, stable hash (djb2, base 36, at most five characters). Every id ships in the first load's
 * JavaScript, and each character costs about half a byte gzipped after the rest (the seven characters of
 * the full hash cost 33 bytes more on the home page than five). Five characters name 60 million ids: two
 * of this site's 150 collide with a chance of 2 in 10,000, and `componentIds` then stops the build.
 */
export function shortHash(text: string) {
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = ((hash << 5) + hash + text.charCodeAt(i)) >>> 0;
  return (hash % 36 ** 5).toString(36);
}

/**
 * What a componentId names (`src/a.tsx:2`, the second styled call of the module), so that no two share
 * one: a collision would give two components one class name.
 */
export class ComponentIdRegistry {
  #owners: Map<string, string> = new Map();
  claim(componentId: string, owner: string) {
    const current = this.#owners.get(componentId);
    if (current !== undefined && current !== owner) {
      throw new Error(
        `styled-components id ${componentId} is both ${current} and ${owner}: move one of the two styled calls (its position in the file makes its id)`,
      );
    }
    this.#owners.set(componentId, owner);
  }
}

/**
 * Adds `.withConfig({ componentId })` to every styled call of one module's source.
 * @param registry Stops two calls of the app from sharing an id.
 */
export function addComponentIds(
  code: string,
  id: string,
  registry: ComponentIdRegistry = new ComponentIdRegistry(),
) {
  let index = 0;
  return code.replace(STYLED_CALL, (call: string) => {
    index += 1;
    const componentId = `sc-${shortHash(`${id}:${index}`)}`;
    registry.claim(componentId, `${id}:${index}`);
    return `${call}.withConfig({ componentId: '${componentId}' })`;
  });
}

/**
 * The component IDs of the app's modules, each named by its path inside the project (Vite's root).
 */
export function styledComponentIds(): Plugin {
  let projectRoot = process.cwd();
  const registry = new ComponentIdRegistry();
  return {
    name: 'agency:styled-component-ids',
    enforce: 'pre',
    configResolved(config) {
      projectRoot = config.root;
    },
    transform(code, file) {
      const inside = pathInProject(projectRoot, file);
      if (!isAppSource(inside) || !code.includes('styled')) return null;
      const next = addComponentIds(code, inside, registry);
      return next === code ? null : { code: next, map: null };
    },
  };
}
