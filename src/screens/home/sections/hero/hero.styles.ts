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
  /* The heading sizes itself by this column (cqi) in the wide layout, see StyledHeading. */
  container-type: inline-size;
`;

export const StyledEyebrow = styled.p`
  color: ${({ theme }) => theme.color.warm};
  font-size: ${({ theme }) => theme.fontSize.small};
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

// 15ch, not 14: the longest line ("Empowering Businesses") is 9.06em, and 14ch (9.07em in Syne) left it
// fitting to a fraction of a pixel wherever the measure bound, at tablet widths.
//
// In the wide layout, three lines in every engine and at every width: the copy must end above the
// stack's heading, whose place is fixed by the spec's 750 px first card. The viewport-based size alone
// outgrew the column (which stops at the 1440 px layout), and the longest line filled a 749 px column to
// 1 px at 1440x900: a classic scrollbar (Firefox on Windows and Linux) or any width above 1440 made it
// four lines, and "Let's Discuss" ran into the stack. Sized by the column (10.4cqi), the longest line
// takes 94 % of it: from 53 px at 992 px wide to 77 px from 1440 up, always below the viewport-based
// size there.
export const StyledHeading = styled.h1`
  font-size: ${({ theme }) => theme.fontSize.hero};
  max-width: 15ch;
  overflow-wrap: break-word;

  ${media.wide} {
    font-size: 10.4cqi;
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
