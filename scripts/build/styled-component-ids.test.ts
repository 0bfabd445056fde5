import { describe, expect, it } from 'vitest';
import { addComponentIds } from './styled-component-ids.mjs';

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
});
