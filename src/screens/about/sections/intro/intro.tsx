import styled from 'styled-components';
import { about } from '@/content/about';
import { screens } from '@/content/screens';
import { ScreenIntro } from '@/ui/screen-intro/screen-intro';
import { pageTitle } from '@/content/site';

/** The About hero: eyebrow, the screen's heading and the lead, on the team's glow. */
export function Intro() {
  return (
    <StyledBackdrop>
      <ScreenIntro
        title={pageTitle(screens.about.title)}
        eyebrow={about.intro.eyebrow}
        heading={screens.about.heading}
      >
        {about.intro.lead}
      </ScreenIntro>
    </StyledBackdrop>
  );
}

/** The glow spans the full width and fades out before the band ends. */
const StyledBackdrop = styled.div`
  background:
    radial-gradient(45% 55% at 80% 35%, rgba(124, 92, 255, 0.22), transparent 70%),
    radial-gradient(35% 40% at 10% 75%, rgba(255, 122, 89, 0.14), transparent 70%);
`;
