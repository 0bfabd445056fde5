import { describe, expect, it } from 'vitest';
import { minifyStyledCss } from './minify-styled-css.ts';

describe('minifyStyledCss', () => {
  it('drops comments and layout whitespace from CSS templates, keeping interpolations and values', () => {
    const source = [
      'const A = styled.div.withConfig({ componentId: "sc-a" })`',
      '  /* Why this is so. */',
      '  margin: 0 auto;',
      '  padding: ${(p) => p.theme.gap} 4px;',
      '',
      '  ${wide} {',
      '    display: grid; /* two columns */',
      '  }',
      '`;',
      "const glob = '/src/assets/*.{avif,webp}'; /* a JS comment */ const s = `not /* css */`;",
      'const k = keyframes`from { opacity: 0; } to { opacity: 1; }`;',
    ].join('\n');
    const out = minifyStyledCss(source) ?? '';
    expect(out).toContain(
      'styled.div.withConfig({ componentId: "sc-a" })`margin:0 auto;padding:${(p) => p.theme.gap} 4px;${wide}{display:grid;}`',
    );
    expect(out).toContain('keyframes`from{opacity:0;}to{opacity:1;}`');
    // Other strings and templates are left as they are.
    expect(out).toContain("const glob = '/src/assets/*.{avif,webp}';");
    expect(out).toContain('`not /* css */`');
  });

  it('drops the space after a colon or a comma, but never inside a quoted string', () => {
    const source = [
      'const B = styled.p`',
      "  /* The quote's marks. */",
      '  font-family: "Space Grotesk", system-ui, sans-serif;',
      '  background: rgba(0, 0, 0, 0.5);',
      "  &::before { content: ', and: '; }",
      '  @media (min-width: 992px) { a, b { margin: 0 auto; } }',
      '`;',
    ].join('\n');
    expect(minifyStyledCss(source)).toContain(
      'styled.p`font-family:"Space Grotesk",system-ui,sans-serif;background:rgba(0,0,0,0.5);' +
        "&::before{content:', and: ';}@media (min-width:992px){a,b{margin:0 auto;}}`",
    );
  });

  it('leaves a module without CSS templates alone', () => {
    expect(minifyStyledCss('export const a = `x /* y */`;')).toBeNull();
  });
});
