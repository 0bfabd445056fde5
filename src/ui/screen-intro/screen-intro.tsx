import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@/styles/theme';
import { PageTitle } from '@/ui/page-title/page-title';

interface ScreenIntroProps {
  /** The document title, whole. */
  title: string;
  eyebrow?: string;
  heading: string;
  /** Placed beside the `<h1>`, e.g. a button that tells more about the screen. */
  action?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** The opening band of a screen: page title, eyebrow, the screen's one `<h1>` and a lead paragraph. */
export function ScreenIntro({
  title,
  eyebrow,
  heading,
  action,
  className,
  children,
}: ScreenIntroProps) {
  return (
    <StyledIntro className={className}>
      <PageTitle title={title} />
      {eyebrow && <StyledEyebrow>{eyebrow}</StyledEyebrow>}
      {action ? (
        <StyledHeadingRow>
          <h1>{heading}</h1>
          {action}
        </StyledHeadingRow>
      ) : (
        <h1>{heading}</h1>
      )}
      {children && <StyledLead>{children}</StyledLead>}
    </StyledIntro>
  );
}

/** Starts right under the navbar: the heading is the first thing a visitor reads, never below the fold. */
const StyledIntro = styled.section`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(6)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) =>
    `calc(${theme.layout.navHeight} + ${theme.space(10)}) ${theme.layout.gutter} ${theme.space(16)}`};

  ${media.wide} {
    padding-top: calc(${({ theme }) => `${theme.layout.navHeight} + ${theme.space(14)}`});
  }

  h1 {
    max-width: 16ch;
    font-size: ${({ theme }) => theme.fontSize.h1};
    overflow-wrap: break-word;
  }
`;

const StyledHeadingRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(4)};

  h1 {
    min-width: 0;
  }

  > :not(h1) {
    flex: none;
  }
`;

const StyledEyebrow = styled.p`
  color: ${({ theme }) => theme.color.warm};
  font-size: ${({ theme }) => theme.fontSize.small};
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const StyledLead = styled.div`
  max-width: 52ch;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.lead};
`;
