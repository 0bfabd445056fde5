import styled from 'styled-components';
import { media } from '@/styles/theme';

export const StyledHero = styled.section`
  position: relative;
  display: grid;
  align-items: center;
  gap: ${({ theme }) => theme.space(10)};
  min-height: 100vh;
  min-height: 100svh;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) =>
    `calc(${theme.layout.navHeight} + ${theme.space(8)}) ${theme.layout.gutter} ${theme.space(16)}`};

  ${media.wide} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    align-items: start;
    padding-top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space(10)});
  }
`;

export const StyledCopy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  justify-items: start;

  ${media.wide} {
    /* The heading sizes itself by this column (cqi), see StyledHeading. */
    container-type: inline-size;
  }
`;

export const StyledEyebrow = styled.p`
  color: ${({ theme }) => theme.color.warm};
  font-size: ${({ theme }) => theme.fontSize.small};
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

export const StyledHeading = styled.h1`
  font-size: ${({ theme }) => theme.fontSize.hero};
  max-width: 14ch;
  overflow-wrap: break-word;

  ${media.wide} {
    /*
     * Three lines in the wide layout, in every engine and at every width: the copy must end above the
     * stack's heading, whose place is fixed by the spec's 750 px first card. The viewport-based size
     * alone outgrew the column (which stops at the 1440 px layout), and its longest line ("Empowering
     * Businesses", 9.06em) filled a 749 px column to 1 px at 1440x900: a classic scrollbar (Firefox on
     * Windows and Linux) or any width above 1440 made it four lines, and "Let's Discuss" ran into the
     * stack. Capped by the column, the longest line takes 94 % of it.
     */
    font-size: min(${({ theme }) => theme.fontSize.hero}, 10.4cqi);
    max-width: none;
  }
`;

export const StyledLead = styled.p`
  max-width: 46ch;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.lead};
`;

export const StyledArt = styled.div`
  position: relative;
  width: min(100%, 30rem);
  justify-self: center;
  aspect-ratio: 1;
  border-radius: 50%;
  overflow: hidden;
  /* Also what shows if the art cannot load. */
  background: radial-gradient(
    circle at 50% 50%,
    #5b8cff 0 12%,
    #2b3f8f 13%,
    #16193a 45%,
    #0b0b10 80%
  );
  box-shadow: 0 40px 120px -40px rgba(91, 140, 255, 0.55);

  ${media.wide} {
    width: min(100%, 32rem);
    margin-top: ${({ theme }) => theme.space(4)};
  }

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  img[hidden] {
    display: none;
  }
`;
