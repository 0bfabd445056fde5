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
  /** The band fills the first view, so what follows starts below the fold. */
  fill?: boolean;
  className?: string;
  children?: ReactNode;
}

/** The opening band of a screen: page title, eyebrow, the screen's one `<h1>` and a lead paragraph. */
export function ScreenIntro({
  title,
  eyebrow,
  heading,
  action,
  fill = false,
  className,
  children,
}: ScreenIntroProps) {
  return (
    <StyledIntro className={className} $fill={fill}>
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

const StyledIntro = styled.section<{ $fill: boolean }>`
  display: grid;
  align-content: end;
  gap: ${({ theme }) => theme.space(6)};
  min-height: ${({ $fill }) => ($fill ? '100svh' : '0')};

  ${media.wide} {
    min-height: ${({ $fill }) => ($fill ? '100svh' : '70vh')};
  }
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) =>
    `calc(${theme.layout.navHeight} + ${theme.space(16)}) ${theme.layout.gutter} ${theme.space(16)}`};

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
