import { screens } from '../../content/screens';
import { ScreenIntro } from '../../ui/screen-intro/screen-intro';
import { ProjectCards } from './sections/project-cards/project-cards';

/** Portfolio: the customers' projects, each opening its live site or its detail page. */
export function PortfolioScreen() {
  return (
    <>
      <ScreenIntro
        title={screens.portfolio.title}
        eyebrow="Portfolio"
        heading={screens.portfolio.heading}
      />
      <ProjectCards />
    </>
  );
}
