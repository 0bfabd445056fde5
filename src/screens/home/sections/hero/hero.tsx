import { useRef, useState } from 'react';
import { heroImageSizes } from '@/content/hero';
import { Picture } from '@/ui/picture/picture';
import { ContactCta } from '@/features/contact';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { useShellState } from '@/state/shell-state';
import { useHomeContent } from '@/screens/home/home-content';
import { Eye } from './eye';
import { useHeroEntrance } from './hero.motion';
import {
  StyledArt,
  StyledCopy,
  StyledEyebrow,
  StyledHero,
  StyledHeading,
  StyledLead,
} from './hero.styles';

export function Hero() {
  const scope = useRef<HTMLElement>(null);
  const { imageSrc } = useShellState();
  const reducedMotion = usePrefersReducedMotion();
  const [artFailed, setArtFailed] = useState(false);
  useHeroEntrance(scope);
  const copy = useHomeContent().hero;

  return (
    <StyledHero ref={scope} aria-labelledby="hero-heading">
      <StyledCopy>
        <StyledEyebrow data-hero-enter>{copy.eyebrow}</StyledEyebrow>
        <StyledHeading id="hero-heading" data-hero-enter>
          {copy.heading}
        </StyledHeading>
        <StyledLead data-hero-enter>{copy.lead}</StyledLead>
        <div data-hero-enter>
          <ContactCta request={{ amount: 0 }}>{copy.cta}</ContactCta>
        </div>
      </StyledCopy>
      <StyledArt data-hero-art>
        {/* The loader preloads the same candidates with the same sizes, so this is one download. */}
        <Picture
          image={copy.image}
          sizes={heroImageSizes}
          loading="eager"
          fetchPriority="high"
          hidden={artFailed}
          onError={() => setArtFailed(true)}
        />
        {/* The eye comes alive only once the image is in, and never under reduced motion. */}
        {imageSrc !== null && !reducedMotion && <Eye />}
      </StyledArt>
    </StyledHero>
  );
}
