import { useMemo } from 'react';
import styled from 'styled-components';
import { screens } from '@/content/screens';
import { ContactHost } from '@/features/contact';
import { useMotion } from '@/motion/motion-store';
import { media } from '@/styles/theme';
import { PageTitle } from '@/ui/page-title/page-title';
import { Benefits } from './sections/benefits/benefits';
import { Closing } from './sections/closing/closing';
import { Hero } from './sections/hero/hero';
import { stackLayout } from './sections/stacked-cards/stack-geometry';
import { StackedCards } from './sections/stacked-cards/stacked-cards';
import { pageTitle } from '@/content/site';

export function HomeScreen() {
  const config = useMotion();
  // Worked out once here: the opening's height, the cards' markup and their timeline all use it.
  const layout = useMemo(() => stackLayout(config.stack), [config.stack]);

  return (
    <>
      <PageTitle title={pageTitle(screens.home.title)} />
      <StyledOpening
        style={{
          '--card-min-offset': `${layout.minOffset}px`,
          '--card-bottom-gap': `${config.stack.bottomGapPx}px`,
          '--stack-released-top': `${layout.releasedTop}px`,
        }}
      >
        <Hero />
        <StackedCards layout={layout} feel={config.stack} />
      </StyledOpening>
      <Benefits />
      <Closing />
      <ContactHost variant="home" />
    </>
  );
}

/** The hero and the stack. On wide screens its height is the scroll the stack needs, ending after the released cards. */
const StyledOpening = styled.div`
  position: relative;
  /* A pinned card fills the viewport below the min offset, less a gap; on a tall portrait screen it
     keeps a card's proportions rather than becoming a tower. */
  --card-height: min(calc(100vh - var(--card-min-offset) - var(--card-bottom-gap)), 62.5vw);

  ${media.wideMotion} {
    /* The next section follows the released cards after one gap. */
    height: calc(var(--stack-released-top) + var(--card-height) + var(--card-bottom-gap));
  }
`;
