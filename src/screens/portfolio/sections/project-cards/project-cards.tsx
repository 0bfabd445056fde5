import { generatePath } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { projectDetailCopy, projects } from '../../../../content/projects';
import { ButtonLink } from '../../../../ui/button/button';
import { Picture } from '../../../../ui/picture/picture';
import {
  StyledArrow,
  StyledBody,
  StyledCard,
  StyledCategory,
  StyledGrid,
  StyledIndex,
  StyledMedia,
  StyledMeta,
  StyledTagline,
} from './project-cards.styles';

/** The project cards: the image opens the customer's live site, "More" the project's own page. */
export function ProjectCards() {
  const total = String(projects.length).padStart(2, '0');
  return (
    <StyledGrid aria-label="Projects">
      {projects.map((project, index) => (
        <StyledCard key={project.slug} aria-labelledby={`project-${project.slug}`}>
          <StyledMedia
            href={project.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Visit the ${project.title} website (opens in a new tab)`}
          >
            {/* Both cards sit in the first screenful on wide screens. */}
            <Picture image={project.cardImage} loading="eager" decorative />
            <StyledArrow aria-hidden="true">
              <ArrowUpRight />
            </StyledArrow>
          </StyledMedia>
          <StyledMeta>
            <StyledIndex aria-hidden="true">
              {String(index + 1).padStart(2, '0')} / {total}
            </StyledIndex>
            <StyledCategory>{project.category}</StyledCategory>
          </StyledMeta>
          <StyledBody>
            <h2 id={`project-${project.slug}`}>{project.title}</h2>
            <StyledTagline>{project.tagline}</StyledTagline>
            <ButtonLink
              $variant="ghost"
              to={generatePath(paths.project, { project: project.slug })}
              aria-label={`${projectDetailCopy.more} about ${project.title}`}
            >
              {projectDetailCopy.more}
              <ArrowRight />
            </ButtonLink>
          </StyledBody>
        </StyledCard>
      ))}
    </StyledGrid>
  );
}

function ArrowUpRight() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" aria-hidden="true">
      <path d="M7 17 17 7M8 7h9v9" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}

function ArrowRight() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" aria-hidden="true">
      <path
        d="M4 12h15m-6-6 6 6-6 6"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
      />
    </svg>
  );
}
