import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageTitle } from '@/ui/page-title/page-title';

interface StatusScreenProps {
  /** The document title, whole. */
  title: string;
  copy: { code: string; heading: string; message: string };
  /** The way out: a link home, a retry button… */
  actions: ReactNode;
}

/** The full-height screen for 404 and 500: a giant status code behind a plain heading and a way home. */
export function StatusScreen({ title, copy, actions }: StatusScreenProps) {
  const { code, heading, message } = copy;
  return (
    <StyledScreen>
      <PageTitle title={title} />
      <StyledCode aria-hidden="true">{code}</StyledCode>
      <StyledBody>
        <h1>{heading}</h1>
        <p>{message}</p>
        <StyledActions>{actions}</StyledActions>
      </StyledBody>
    </StyledScreen>
  );
}

const StyledScreen = styled.section`
  position: relative;
  display: grid;
  align-content: center;
  min-height: 100vh;
  min-height: 100svh;
  padding: ${({ theme }) => `${theme.layout.navHeight} ${theme.layout.gutter} ${theme.space(16)}`};
  overflow: hidden;
  isolation: isolate;
  background:
    radial-gradient(60% 50% at 70% 30%, rgba(91, 140, 255, 0.16), transparent 70%),
    ${({ theme }) => theme.color.ink};
`;

/** The outlined code, whole, in the bottom-right corner (inside the gutter, never cut). */
const StyledCode = styled.p`
  position: absolute;
  z-index: -1;
  right: ${({ theme }) => theme.layout.gutter};
  bottom: ${({ theme }) => theme.space(10)};
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.display};
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.06em;
  color: transparent;
  -webkit-text-stroke: 1px ${({ theme }) => theme.color.hairline};
  user-select: none;
`;

/** On the same left edge as every other screen's heading (the layout's width inside its gutter). */
const StyledBody = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(6)};
  width: 100%;
  max-width: calc(${({ theme }) => `${theme.layout.maxWidth} - 2 * ${theme.layout.gutter}`});
  margin: 0 auto;
  /*
   * "404 Not Found" is about 7.95em wide: at 10.5vw it takes 94 % of a 390 px phone's box, and 96 % of
   * it where a classic scrollbar takes 12 px of the window (Firefox on Linux and Windows); at 11vw it
   * overflowed that box by 3 px and wrapped.
   */
  h1 {
    font-size: clamp(2rem, 10.5vw, 7rem);
    line-height: 1.05;
    text-wrap: balance;
  }

  p {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.fontSize.lead};
    max-width: 36ch;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
`;
