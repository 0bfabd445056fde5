import { projectPath } from '@/config/paths';
import { projectDetailCopy, projects } from '@/content/projects';
import { ButtonLink } from '@/ui/button/button';
import { measureSizes, Picture } from '@/ui/picture/picture';
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
import { ArrowIcon } from '@/ui/icon/arrow-icon';
import { VisuallyHidden } from '@/ui/visually-hidden/visually-hidden';

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
            {/* The first card is in the first view everywhere; the second only on wide screens. */}
            <Picture
              image={project.cardImage}
              sizes={measureSizes(0.5)}
              loading={index === 0 ? 'eager' : 'lazy'}
              decorative
            />
            <StyledArrow aria-hidden="true">
              <ArrowIcon direction="out" size={20} />
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
            <ButtonLink $variant="ghost" to={projectPath(project.slug)}>
              {projectDetailCopy.more}
              {/* Read out (and seen by crawlers) as "More about Alphabeads": a link's text must say where it goes. */}
              <VisuallyHidden> about {project.title}</VisuallyHidden>
              <ArrowIcon direction="right" />
            </ButtonLink>
          </StyledBody>
        </StyledCard>
      ))}
    </StyledGrid>
  );
}
