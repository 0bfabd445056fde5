import styled from 'styled-components';
import { cssMotion } from '@/motion/css-motion';
import { media } from '@/styles/theme';
import { pictureCover, pictureFrame } from '@/ui/picture/picture.styles';

export const StyledGrid = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(20)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter} ${({ theme }) => theme.space(32)};

  ${media.wide} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space(10)};

    /* An editorial stagger: every second card starts lower. */
    > :nth-child(even) {
      margin-top: ${({ theme }) => theme.space(32)};
    }
  }
`;

export const StyledCard = styled.article`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
`;

export const StyledArrow = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space(5)};
  right: ${({ theme }) => theme.space(5)};
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space(12)};
  height: ${({ theme }) => theme.space(12)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.text};
  color: ${({ theme }) => theme.color.ink};
  transition: transform ${cssMotion('hoverMs', 'ms', 2)} ${cssMotion('cssEase.state')};
`;

export const StyledMedia = styled.a`
  position: relative;
  display: block;
  aspect-ratio: 4 / 3;
  ${pictureFrame}
  ${pictureCover}

  img {
    transition: transform ${cssMotion('reveal.durationS', 's')} ${cssMotion('cssEase.entrance')};
  }

  @media (hover: hover) and (prefers-reduced-motion: no-preference) {
    &:hover img {
      transform: scale(1.05);
    }

    &:hover ${StyledArrow} {
      transform: rotate(45deg);
    }
  }

  &:focus-visible {
    outline-offset: 6px;
    border-radius: ${({ theme }) => theme.radius.large};
  }
`;

export const StyledMeta = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  padding-top: ${({ theme }) => theme.space(5)};
  border-top: 1px solid ${({ theme }) => theme.color.hairline};
`;

export const StyledIndex = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.small};
  font-weight: 700;
  letter-spacing: 0.08em;
`;

export const StyledCategory = styled.p`
  color: ${({ theme }) => theme.color.warm};
  font-size: ${({ theme }) => theme.fontSize.small};
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

export const StyledBody = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(4)};

  ${media.wide} {
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: 'title more' 'tagline tagline';
    align-items: center;
    column-gap: ${({ theme }) => theme.space(6)};

    h2 {
      grid-area: title;
    }

    p {
      grid-area: tagline;
    }

    a {
      grid-area: more;
    }
  }

  h2 {
    max-width: 100%;
    font-size: ${({ theme }) => theme.fontSize.h2};
    overflow-wrap: break-word;
  }
`;

export const StyledTagline = styled.p`
  /*
   * Never a last word alone on a line. At 40ch, unbalanced, "time." ended the first tagline on its own
   * line in every engine, and in WebKit (which rounds 1ch to whole pixels: 15 px where Chromium and
   * Firefox measure 15.14) "browser." did the same to the second, which fits on one line elsewhere.
   */
  max-width: 42ch;
  text-wrap: balance;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.lead};
  line-height: 1.45;
`;
