import styled from 'styled-components';
import type { Project } from '../../../../content/projects';
import { media } from '../../../../styles/theme';
import { Picture } from '../../../../ui/picture/picture';

/** The project's key image, wide, between the title and the story. */
export function Cover({ project }: { project: Project }) {
  return (
    <StyledCover>
      {/* Its top edge is in the first screenful. */}
      <Picture image={project.cardImage} loading="eager" />
    </StyledCover>
  );
}

const StyledCover = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto ${({ theme }) => theme.space(20)};
  padding: 0 ${({ theme }) => theme.layout.gutter};

  picture {
    display: block;
    overflow: hidden;
    aspect-ratio: 4 / 3;
    border: 1px solid ${({ theme }) => theme.color.hairline};
    border-radius: ${({ theme }) => theme.radius.large};
    background: ${({ theme }) => theme.color.surface};

    ${media.wide} {
      aspect-ratio: 21 / 9;
    }
  }

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
