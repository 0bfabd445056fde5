import { useRef } from 'react';
import styled from 'styled-components';
import { projectDetailCopy, type Project } from '@/content/projects';
import { useReveal } from '@/motion/use-reveal';
import { media } from '@/styles/theme';
import { measureSizes, Picture } from '@/ui/picture/picture';
import { ProjectSection } from '@/screens/project/project-section';
import { pictureFrame } from '@/ui/picture/picture.styles';

/** The shipped product: its card title and three screens in an editorial grid. */
export function FinalProduct({ project }: { project: Project }) {
  const gallery = useRef<HTMLDivElement>(null);
  useReveal(gallery, '[data-reveal]');
  const { cardTitle, images } = project.finalProduct;

  return (
    <ProjectSection
      id="final-product"
      index={4}
      heading={projectDetailCopy.headings.finalProduct}
      after={
        <StyledGallery ref={gallery}>
          {images.map((image, index) => (
            <StyledShot key={image.fallback.src} data-reveal>
              {/* The first screen spans the measure on a wide screen; the other two share a row. */}
              <Picture image={image} sizes={index === 0 ? LEAD_SIZES : PAIR_SIZES} loading="lazy" />
            </StyledShot>
          ))}
        </StyledGallery>
      }
    >
      <StyledCardTitle>{cardTitle}</StyledCardTitle>
    </ProjectSection>
  );
}

const LEAD_SIZES = measureSizes();
const PAIR_SIZES = measureSizes(0.5);

const StyledCardTitle = styled.h3`
  color: ${({ theme }) => theme.color.text};
  font-size: clamp(1.75rem, 1.2rem + 2vw, 3rem);
  max-width: 18ch;
`;

const StyledGallery = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  ${media.wide} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(6)};

    /* The first screen leads across the full width; the other two share the row below. */
    > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

const StyledShot = styled.div`
  ${pictureFrame}

  img {
    width: 100%;
    height: auto;
  }
`;
