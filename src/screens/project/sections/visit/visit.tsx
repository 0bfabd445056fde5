import styled from 'styled-components';
import { paths } from '@/config/paths';
import { projectDetailCopy, type Project } from '@/content/projects';
import { media } from '@/styles/theme';
import { ButtonAnchor, ButtonLink } from '@/ui/button/button';
import { ArrowIcon } from '@/ui/icon/arrow-icon';

const copy = projectDetailCopy;

/** The way out: the customer's live site (new tab), or back to every project. */
export function Visit({ project }: { project: Project }) {
  return (
    <StyledVisit>
      <StyledDomain>{new URL(project.link).hostname}</StyledDomain>
      <StyledActions>
        <ButtonAnchor
          href={project.link}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${copy.visit}: the ${project.title} website (opens in a new tab)`}
        >
          {copy.visit}
          <ArrowIcon direction="out" />
        </ButtonAnchor>
        <ButtonLink $variant="ghost" to={paths.portfolio}>
          <ArrowIcon direction="left" />
          {copy.backToPortfolio}
        </ButtonLink>
      </StyledActions>
    </StyledVisit>
  );
}

const StyledVisit = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  padding: ${({ theme }) => `${theme.space(16)} 0 ${theme.space(32)}`};
  border-top: 1px solid ${({ theme }) => theme.color.hairline};

  ${media.wide} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: end;
  }
`;

/** Where "Visit Now" goes, written large. */
const StyledDomain = styled.p`
  min-width: 0;
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.h2};
  font-weight: 700;
  line-height: 1;
  letter-spacing: -0.02em;
  overflow-wrap: anywhere;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
`;
