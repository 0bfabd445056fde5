import { screens } from '../../content/screens';
import { ScreenIntro } from '../../ui/screen-intro/screen-intro';

export function AboutScreen() {
  return (
    <ScreenIntro title={screens.about.title} eyebrow="About us" heading={screens.about.heading} />
  );
}
