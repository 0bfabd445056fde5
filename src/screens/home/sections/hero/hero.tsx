import { useRef, useState } from 'react';
import { heroImage } from '@/content/hero';
import { home } from '@/content/home';
import { openContact } from '@/features/contact';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { useShellState } from '@/state/shell-state';
import { Button } from '@/ui/button/button';
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
  const copy = home.hero;

  return (
    <StyledHero ref={scope} aria-labelledby="hero-heading">
      <StyledCopy>
        <StyledEyebrow data-hero-enter>{copy.eyebrow}</StyledEyebrow>
        <StyledHeading id="hero-heading" data-hero-enter>
          {copy.heading}
        </StyledHeading>
        <StyledLead data-hero-enter>{copy.lead}</StyledLead>
        <div data-hero-enter>
          <Button type="button" onClick={() => openContact({ amount: 0 })}>
            {copy.cta}
          </Button>
        </div>
      </StyledCopy>
      <StyledArt data-hero-art>
        <picture>
          <source type="image/webp" srcSet={heroImage.src} />
          <img
            src={heroImage.fallbackSrc}
            width={heroImage.width}
            height={heroImage.height}
            alt={heroImage.alt}
            fetchPriority="high"
            decoding="async"
            hidden={artFailed}
            onError={() => setArtFailed(true)}
          />
        </picture>
        {/* The eye comes alive only once the image is in, and never under reduced motion. */}
        {imageSrc !== null && !reducedMotion && <Eye />}
      </StyledArt>
    </StyledHero>
  );
}
