import { render } from '@testing-library/react';
import styled from 'styled-components';
import { expect, it } from 'vitest';

// vite.config.ts sets SC_DISABLE_SPEEDY=false for the unit tests: styled-components inserts each rule
// into the sheet as a production build does. Its development default (a text node per rule) makes
// jsdom re-parse the whole sheet for every rule, which made the app-wide tests slow enough to time out
// on a busy machine.
it('styled-components inserts rules into the sheet, as in production, not as text', () => {
  const Box = styled.div`
    color: rgb(1, 2, 3);
  `;
  const { getByText } = render(<Box>box</Box>);
  const sheets = [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')];
  expect(sheets.length).toBeGreaterThan(0);
  expect(sheets.map((sheet) => sheet.textContent).join('')).toBe('');
  const rules = sheets.flatMap((sheet) => [...(sheet.sheet?.cssRules ?? [])].map((r) => r.cssText));
  expect(rules.some((rule) => rule.includes('rgb(1, 2, 3)'))).toBe(true);
  expect(getComputedStyle(getByText('box')).color).toBe('rgb(1, 2, 3)');
});
