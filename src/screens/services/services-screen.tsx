import { screens } from '../../content/screens';
import { ScreenIntro } from '../../ui/screen-intro/screen-intro';

export function ServicesScreen() {
  return (
    <ScreenIntro
      title={screens.services.title}
      eyebrow="Services"
      heading={screens.services.heading}
    />
  );
}
