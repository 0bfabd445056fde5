import styled from 'styled-components';
import type { Project } from '@/content/projects';
import { media } from '@/styles/theme';
import { measureSizes, Picture } from '@/ui/picture/picture';
import { pictureCover, pictureFrame } from '@/ui/picture/picture.styles';

/** The project's key image, wide, between the title and the story. */
export function Cover({ project }: { project: Project }) {
  return (
    <StyledCover>
      {/* Its top edge is in the first screenful. */}
      <Picture
        image={project.coverImage}
        sizes={measureSizes()}
        loading="eager"
        fetchPriority="high"
      />
    </StyledCover>
  );
}

const StyledCover = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto ${({ theme }) => theme.space(20)};
  padding: 0 ${({ theme }) => theme.layout.gutter};

  ${pictureCover}

  picture {
    display: block;
    aspect-ratio: 4 / 3;
    ${pictureFrame}

    ${media.wide} {
      aspect-ratio: 21 / 9;
    }
  }
`;
