import styled, { css, type DefaultTheme } from 'styled-components';
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

/** The cards' left and right edges in the pinned stage: the page's measure inside its gutters. */
const stageInset = ({ theme }: { theme: DefaultTheme }) =>
  `max(${theme.layout.gutter}, calc((100vw - ${theme.layout.maxWidth}) / 2))`;

/**
 * Pinned stage only: a line that moves with the first card (its top edge); the section heading sits
 * just above it, clear of the covered cards' edges.
 */
export const StyledRail = styled.div`
  ${stackMode} {
    position: absolute;
    top: 0;
    left: ${stageInset};
    right: ${stageInset};
    height: 0;
    transform: translateY(var(--card-start-offset));
  }
`;

export const StyledWorkHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.h2};
  text-wrap: balance;
  margin-bottom: ${({ theme }) => theme.space(4)};

  ${stackMode} {
    position: absolute;
    left: 0;
    /* Above the rail by the room two covered cards' edges take, plus a gap. */
    bottom: calc(var(--edge-room) + ${({ theme }) => theme.space(2)});
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
    font-family: ${({ theme }) => theme.font.text};
    font-size: ${({ theme }) => theme.fontSize.small};
    font-weight: 600;
    letter-spacing: 0.12em;
    line-height: 1.2;
    text-transform: uppercase;
    white-space: nowrap;
    /* The stage lets pointers through to the hero; the heading's text can still be selected. */
    pointer-events: auto;
  }
`;

/** The card's box (what is positioned and measured); its face and edge are drawn inside. */
export const StyledCard = styled.article`
  position: relative;

  ${stackMode} {
    position: absolute;
    top: 0;
    left: ${stageInset};
    right: ${stageInset};
    height: var(--card-height);
    transform: translateY(var(--card-start-offset));
    transform-origin: 50% 0%;
    pointer-events: auto;
    /* Each card keeps its own layer for as long as the stack is scroll-driven: toggling it when the pin
       starts or ends repainted the three cards in one frame (a 60-80 ms frame at 4x, decision 0009). */
    will-change: transform;
  }
`;

const cardSurface = css`
  border: 1px solid ${({ theme }) => theme.color.hairline};
  border-radius: ${({ theme }) => theme.radius.large};
  background:
    radial-gradient(
      80% 60% at 0% 0%,
      color-mix(in srgb, var(--card-accent) 22%, transparent),
      transparent 70%
    ),
    ${({ theme }) => theme.color.surface};
`;

export const StyledFace = styled.div`
  position: relative;
  display: grid;
  overflow: hidden;
  ${cardSurface}

  ${media.wide} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  }

  ${stackMode} {
    height: 100%;
    box-shadow: 0 -24px 60px -20px rgba(0, 0, 0, 0.6);
  }
`;

/**
 * A covered card's top edge, showing above the card in front (decision 0011). Behind the face; the
 * timeline raises it one step per card in front. Only the pinned stack has one.
 */
export const StyledEdge = styled.div`
  display: none;

  ${stackMode} {
    display: block;
    position: absolute;
    top: 0;
    left: 0;
    right: 0;
    height: ${({ theme }) => theme.space(20)};
    ${cardSurface}
    background:
      linear-gradient(
        color-mix(in srgb, var(--card-accent) 30%, ${({ theme }) => theme.color.surface}),
        ${({ theme }) => theme.color.surface} 40%
      );
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
