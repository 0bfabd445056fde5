import { Approach } from './sections/approach/approach';
import { Faq } from './sections/faq/faq';
import { Intro } from './sections/intro/intro';
import { Team } from './sections/team/team';
import { Testimonials } from './sections/testimonials/testimonials';
import { WhoWeAre } from './sections/who-we-are/who-we-are';

export function AboutScreen() {
  return (
    <>
      <Intro />
      <WhoWeAre />
      <Testimonials />
      <Team />
      <Approach />
      <Faq />
    </>
  );
}
