import { screens } from '@/content/screens';
import { ScreenIntro } from '@/ui/screen-intro/screen-intro';
import { ProjectCards } from './sections/project-cards/project-cards';
import { pageTitle } from '@/content/site';

/** Portfolio: the customers' projects, each opening its live site or its detail page. */
export function PortfolioScreen() {
  return (
    <>
      <ScreenIntro
        title={pageTitle(screens.portfolio.title)}
        eyebrow="Portfolio"
        heading={screens.portfolio.heading}
      />
      <ProjectCards />
    </>
  );
}
