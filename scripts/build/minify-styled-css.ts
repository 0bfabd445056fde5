// The CSS inside styled-components templates ships as written: comments, indentation and all (the JS
// minifier leaves template text alone). This plugin drops the comments and the layout whitespace from
// every tagged template of `styled`, `css`, `keyframes` and `createGlobalStyle` (and the space after a
// colon or a comma, quoted strings aside), at build time, so the source keeps its explanations and the
// page does not pay for them. The job of babel-plugin-styled-components' `minify` option.
import { parse } from 'acorn';
import { isAppSource, pathInProject } from './app-source.ts';

import type { Node, TaggedTemplateExpression } from 'acorn';
import type { Plugin } from 'vite';

const CSS_TAG = /\b(styled|css|keyframes|createGlobalStyle|withConfig)\b/;

/** A quoted CSS string (`content: ', '`, a font's name): left exactly as written. */
const QUOTED = /(['"])(?:\\.|(?!\1)[^\\])*\1/g;

/**
 * One template chunk of CSS, minified: no comments, one space where there was any, none around {};
 * and none after a colon or a comma (`color:red`, `rgba(0,0,0,0.5)`, `a,b{}`), quoted strings aside.
 */
export function minifyCssChunk(text: string) {
  const squeeze = (part: string) =>
    part
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};])\s*/g, '$1')
      .replace(/([:,]) /g, '$1');
  // Comments first (one may hold an apostrophe), then the text between quoted strings.
  const css = text.replace(/\/\*[\s\S]*?\*\//g, '');
  let out = '';
  let from = 0;
  for (const match of css.matchAll(QUOTED)) {
    out += squeeze(css.slice(from, match.index)) + match[0];
    from = match.index + match[0].length;
  }
  return out + squeeze(css.slice(from));
}

/**
 * Whether `value` is a syntax tree node (every node of acorn's tree has a string `type`).
 */
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string';

/**
 * Every CSS template of a module's (JavaScript) code, minified; null when there is none.
 */
export function minifyStyledCss(code: string): string | null {
  if (!CSS_TAG.test(code)) return null;
  let ast;
  try {
    ast = parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  } catch {
    return null;
  }
  const edits: [start: number, end: number, text: string][] = [];
  const visit = (node: Node) => {
    const { tag, quasi: template } = node as Partial<TaggedTemplateExpression>;
    if (
      node.type === 'TaggedTemplateExpression' &&
      tag &&
      template &&
      CSS_TAG.test(code.slice(tag.start, tag.end))
    ) {
      const { quasis } = template;
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
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
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

export function minifyStyledCssPlugin(): Plugin {
  let projectRoot = process.cwd();
  return {
    name: 'agency:minify-styled-css',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      projectRoot = config.root;
    },
    transform(code, file) {
      if (!isAppSource(pathInProject(projectRoot, file))) return null;
      const next = minifyStyledCss(code);
      return next === null ? null : { code: next, map: null };
    },
  };
}
