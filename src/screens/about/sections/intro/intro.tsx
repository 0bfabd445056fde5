import styled from 'styled-components';
import { about } from '../../../../content/about';
import { screens } from '../../../../content/screens';
import { ScreenIntro } from '../../../../ui/screen-intro/screen-intro';

/** The About hero: the line fills the first view; what follows (and its videos) waits below the fold. */
export function Intro() {
  return (
    <StyledIntro
      title={screens.about.title}
      eyebrow={about.intro.eyebrow}
      heading={screens.about.heading}
      fill
    >
      {about.intro.lead}
    </StyledIntro>
  );
}

const StyledIntro = styled(ScreenIntro)`
  background:
    radial-gradient(50% 60% at 85% 30%, rgba(124, 92, 255, 0.22), transparent 70%),
    radial-gradient(40% 50% at 10% 80%, rgba(255, 122, 89, 0.14), transparent 70%);
`;
