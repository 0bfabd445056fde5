// The CSS inside styled-components templates ships as written: comments, indentation and all (the JS
// minifier leaves template text alone). This plugin drops the comments and the layout whitespace from
// every tagged template of `styled`, `css`, `keyframes` and `createGlobalStyle`, at build time, so the
// source keeps its explanations and the page does not pay for them. The job of
// babel-plugin-styled-components' `minify` option.
import { parse } from 'acorn';

const CSS_TAG = /\b(styled|css|keyframes|createGlobalStyle|withConfig)\b/;

/** One template chunk of CSS, minified: no comments, one space where there was any, none around {};. */
export function minifyCssChunk(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1');
}

/** Every CSS template of a module's (JavaScript) code, minified; null when there is none. */
export function minifyStyledCss(code) {
  if (!CSS_TAG.test(code)) return null;
  let ast;
  try {
    ast = parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  } catch {
    return null;
  }
  const edits = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (
      node.type === 'TaggedTemplateExpression' &&
      CSS_TAG.test(code.slice(node.tag.start, node.tag.end))
    ) {
      const { quasis } = node.quasi;
      quasis.forEach((quasi, index) => {
        const raw = code.slice(quasi.start, quasi.end);
        // A comment cut by an interpolation, or a backslash escape, is left as it is.
        if (raw.includes('\\') || /\/\*(?![\s\S]*\*\/)/.test(raw)) return;
        let next = minifyCssChunk(raw);
        if (index === 0) next = next.trimStart();
        if (index === quasis.length - 1) next = next.trimEnd();
        if (next !== raw) edits.push([quasi.start, quasi.end, next]);
      });
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object' && typeof value.type === 'string') visit(value);
    }
  };
  visit(ast);
  if (edits.length === 0) return null;
  let out = code;
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0])) {
    out = out.slice(0, start) + text + out.slice(end);
  }
  return out;
}

export function minifyStyledCssPlugin() {
  return {
    name: 'agency:minify-styled-css',
    apply: 'build',
    enforce: 'post',
    transform(code, file) {
      if (!/\/src\/.*\.tsx?$/.test(file.split('?')[0])) return null;
      const next = minifyStyledCss(code);
      return next === null ? null : { code: next, map: null };
    },
  };
}
