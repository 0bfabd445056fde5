// Stable styled-components class names: each `styled.x` / `styled(X)` gets a componentId from its file
// and position, so the prerendered HTML and the browser bundle (whose chunks evaluate in another order)
// name every component alike and hydration matches. The job babel-plugin-styled-components does.
import { isAppSource, pathInProject } from './app-source.mjs';

const STYLED_CALL = /\bstyled(\.[A-Za-z][\w]*|\([A-Za-z_$][\w$.]*\))(?=\s*(?:<|`|\.attrs\())/g;

/** @import { Plugin } from 'vite' */

/**
 * A short, stable hash (djb2, base 36).
 * @param {string} text
 */
export function shortHash(text) {
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = ((hash << 5) + hash + text.charCodeAt(i)) >>> 0;
  return hash.toString(36);
}

/**
 * Adds `.withConfig({ componentId })` to every styled call of one module's source.
 * @param {string} code
 * @param {string} id
 */
export function addComponentIds(code, id) {
  let index = 0;
  return code.replace(STYLED_CALL, (/** @type {string} */ call) => {
    index += 1;
    return `${call}.withConfig({ componentId: 'sc-${shortHash(`${id}:${index}`)}' })`;
  });
}

/**
 * The component IDs of the app's modules, each named by its path inside the project (Vite's root).
 * @returns {Plugin}
 */
export function styledComponentIds() {
  let projectRoot = process.cwd();
  return {
    name: 'agency:styled-component-ids',
    enforce: 'pre',
    configResolved(config) {
      projectRoot = config.root;
    },
    transform(code, file) {
      const inside = pathInProject(projectRoot, file);
      if (!isAppSource(inside) || !code.includes('styled')) return null;
      const next = addComponentIds(code, /** @type {string} */ (inside));
      return next === code ? null : { code: next, map: null };
    },
  };
}
