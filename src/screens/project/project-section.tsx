import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@/styles/theme';

interface ProjectSectionProps {
  id: string;
  /** Its place in the story, shown as "01", "02"… beside the heading. */
  index: number;
  heading: string;
  children: ReactNode;
  /** Full-width content under the two columns (a gallery). */
  after?: ReactNode;
}

/** One chapter of a project's story: the heading on the left, the text on the right (wide screens). */
export function ProjectSection({ id, index, heading, children, after }: ProjectSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <StyledSection aria-labelledby={headingId}>
      <StyledColumns>
        <StyledHeader>
          <StyledIndex aria-hidden="true">{String(index).padStart(2, '0')}</StyledIndex>
          <h2 id={headingId}>{heading}</h2>
        </StyledHeader>
        <StyledBody>{children}</StyledBody>
      </StyledColumns>
      {after}
    </StyledSection>
  );
}

/** The column every chapter of the story sits in. */
export const StyledChapters = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter};
`;

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(12)};
  padding: ${({ theme }) => `${theme.space(12)} 0 ${theme.space(20)}`};
  border-top: 1px solid ${({ theme }) => theme.color.hairline};

  ${media.wide} {
    gap: ${({ theme }) => theme.space(16)};
    padding: ${({ theme }) => `${theme.space(16)} 0 ${theme.space(28)}`};
  }
`;

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};

  ${media.wide} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: ${({ theme }) => theme.space(16)};
  }
`;

const StyledHeader = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(4)};

  ${media.wide} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space(8)});
    align-self: start;
  }

  h2 {
    max-width: 12ch;
    font-size: ${({ theme }) => theme.fontSize.h2};
    overflow-wrap: break-word;
  }
`;

const StyledIndex = styled.span`
  color: ${({ theme }) => theme.color.accent};
  font-family: ${({ theme }) => theme.font.display};
  font-weight: 700;
  letter-spacing: 0.08em;
`;

const StyledBody = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(6)};
  max-width: 62ch;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.lead};
  line-height: 1.55;

  p:first-child {
    color: ${({ theme }) => theme.color.text};
  }
`;
