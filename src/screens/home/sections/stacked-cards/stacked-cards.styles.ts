import styled from 'styled-components';
import { media } from '@/styles/theme';
import { pictureCover } from '@/ui/picture/picture.styles';

/** Wide screens with motion allowed: the pinned, scroll-driven stack. Otherwise a plain flow. */
const stackMode = media.wideMotion;

/** Lets clicks through to the hero: the pin wrapper GSAP inserts around the stage inherits this. */
export const StyledStackRoot = styled.div`
  ${stackMode} {
    pointer-events: none;
  }
`;

export const StyledStage = styled.section`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.layout.gutter} ${theme.space(24)}`};

  ${stackMode} {
    position: absolute;
    z-index: 2;
    top: 0;
    left: 0;
    /* An explicit width: pinning sets right to auto, which would shrink the stage to nothing. */
    width: 100%;
    display: block;
    max-width: none;
    height: 100vh;
    padding: 0;
    pointer-events: none;
  }
`;

export const StyledWorkHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.h2};
  margin-bottom: ${({ theme }) => theme.space(4)};

  ${stackMode} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

export const StyledCard = styled.article`
  position: relative;
  display: grid;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.hairline};
  border-radius: ${({ theme }) => theme.radius.large};
  background:
    radial-gradient(
      80% 60% at 0% 0%,
      color-mix(in srgb, var(--card-accent) 22%, transparent),
      transparent 70%
    ),
    ${({ theme }) => theme.color.surface};

  ${media.wide} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  }

  ${stackMode} {
    position: absolute;
    top: 0;
    left: max(
      ${({ theme }) => theme.layout.gutter},
      calc((100vw - ${({ theme }) => theme.layout.maxWidth}) / 2)
    );
    right: max(
      ${({ theme }) => theme.layout.gutter},
      calc((100vw - ${({ theme }) => theme.layout.maxWidth}) / 2)
    );
    height: var(--card-height);
    transform: translateY(var(--card-start));
    transform-origin: 50% 0%;
    pointer-events: auto;
    box-shadow: 0 -24px 60px -20px rgba(0, 0, 0, 0.6);
    /* Each card keeps its own layer for as long as the stack is scroll-driven: toggling it when the pin
       starts or ends repainted the three cards in one frame (a 60-80 ms frame at 4x, decision 0009). */
    will-change: transform;
  }
`;

export const StyledCardBody = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(8)};
  order: 2;

  ${media.wide} {
    order: 0;
    padding: ${({ theme }) => theme.space(12)};
  }

  h3 {
    font-size: clamp(1.5rem, 1rem + 1.6vw, 2.5rem);
  }

  p {
    color: ${({ theme }) => theme.color.muted};
    max-width: 44ch;
  }
`;

export const StyledIndex = styled.span`
  font-family: ${({ theme }) => theme.font.display};
  font-weight: 700;
  color: ${({ theme }) => theme.color.muted};
  letter-spacing: 0.08em;
`;

export const StyledCategory = styled.p`
  justify-self: start;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border: 1px solid var(--card-accent);
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.small};
  font-weight: 600;
`;

export const StyledHighlights = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.ink};
    font-size: ${({ theme }) => theme.fontSize.small};
  }
`;

export const StyledCardMedia = styled.div`
  aspect-ratio: 4 / 3;
  overflow: hidden;

  ${media.wide} {
    aspect-ratio: auto;
    min-height: 100%;
  }

  ${pictureCover}
`;

export const StyledShade = styled.div`
  position: absolute;
  inset: 0;
  background: ${({ theme }) => theme.color.black};
  opacity: 0;
  pointer-events: none;

  /* The shade dims a covered card as the next one lands: on its own layer the compositor fades it,
     instead of the card (image and all) being repainted every frame (decision 0009). */
  ${stackMode} {
    will-change: opacity;
  }
`;
