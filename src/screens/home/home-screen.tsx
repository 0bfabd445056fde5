import { screens } from '../../content/screens';
import { ScreenIntro } from '../../ui/screen-intro/screen-intro';

export function HomeScreen() {
  return (
    <ScreenIntro
      title={screens.home.title}
      eyebrow="Web development · Machine learning"
      heading={screens.home.heading}
    >
      We build web development and machine-learning solutions tailored to each client, from the
      first sketch to the model in production.
    </ScreenIntro>
  );
}
