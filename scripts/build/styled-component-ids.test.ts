import { describe, expect, it } from 'vitest';
import { addComponentIds, ComponentIdRegistry, shortHash } from './styled-component-ids.ts';

describe('styled component ids', () => {
  it('gives each styled call a componentId from its file and position, the same every time', () => {
    const source = [
      "import styled from 'styled-components';",
      'const A = styled.div`color: red;`;',
      'const B = styled.span<{ $on: boolean }>`color: blue;`;',
      'const C = styled(Button)`margin: 0;`;',
      "const D = styled(Link).attrs({ role: 'x' })`margin: 0;`;",
    ].join('\n');
    const once = addComponentIds(source, 'src/a.tsx');
    expect(once).toBe(addComponentIds(source, 'src/a.tsx'));
    expect(once.match(/withConfig\(\{ componentId: 'sc-[0-9a-z]+' \}\)/g)).toHaveLength(4);
    expect(once).toContain('styled.span.withConfig(');
    expect(once).toContain("import styled from 'styled-components';");
    expect(addComponentIds(source, 'src/b.tsx')).not.toBe(once);
  });

  it('keeps ids to five characters, and stops the build when two calls would share one', () => {
    expect(shortHash('src/app/shell/navbar/navbar.styles.ts:12')).toMatch(/^[0-9a-z]{1,5}$/);
    const registry = new ComponentIdRegistry();
    const source = 'const A = styled.div`color: red;`;';
    addComponentIds(source, 'src/a.tsx', registry);
    // The same module transformed again (the dev server) claims its own ids again.
    expect(() => addComponentIds(source, 'src/a.tsx', registry)).not.toThrow();
    registry.claim('sc-abc12', 'src/b.tsx:1');
    expect(() => registry.claim('sc-abc12', 'src/c.tsx:3')).toThrow(
      'styled-components id sc-abc12 is both src/b.tsx:1 and src/c.tsx:3',
    );
  });
});
