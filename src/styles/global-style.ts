import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html {
    color-scheme: dark;
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    background: ${({ theme }) => theme.color.ink};
    /* A focused element scrolled into view is never hidden under the fixed navbar (WCAG 2.4.11). */
    scroll-padding-top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space(4)});
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.color.ink};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.text};
    font-size: ${({ theme }) => theme.fontSize.body};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    overflow-x: clip;
  }

  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.font.display};
    font-weight: 700;
    line-height: 1.05;
    letter-spacing: -0.02em;
    margin: 0;
  }

  p { margin: 0; }

  a { color: inherit; }

  img, svg, video { display: block; max-width: 100%; }

  button, input, textarea, select { font: inherit; color: inherit; }

  ::selection { background: ${({ theme }) => theme.color.accent}; color: ${({ theme }) => theme.color.ink}; }

  :focus { outline: none; }
  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accent};
    outline-offset: 3px;
    border-radius: 2px;
  }
  /* Headings receive focus programmatically after navigation; no ring for that. */
  [tabindex='-1']:focus-visible { outline: none; }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
