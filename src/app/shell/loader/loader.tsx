import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { gsap, useGSAP } from '@/motion/gsap';
import { cssMotion } from '@/motion/css-motion';
import { getMotion } from '@/motion/motion-store';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { type LoaderPhase } from '@/state/loader-machine';
import { site } from '@/content/site';
import { LogoMark } from '@/ui/logo/logo-mark';
import { VisuallyHidden } from '@/ui/visually-hidden/visually-hidden';

interface LoaderProps {
  phase: LoaderPhase;
  /** Fade in (a navigation brought it back) rather than being there from the first paint. */
  returning?: boolean;
}

/** When the first loader of this page load appeared: later instances continue its animations. */
let firstShownAt: number | null = null;

function elapsedSinceFirstShown(returning: boolean): number {
  if (returning) return 0;
  const now = performance.now();
  firstShownAt ??= now;
  return now - firstShownAt;
}

/** Full-screen loader: covers the page until the hero is ready, then lifts like a curtain. */
export function Loader({ phase, returning = false }: LoaderProps) {
  const scope = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  // The router's placeholder hands over to the layout's loader: carry on its animations, don't restart
  // them. Set on the element, not rendered: the prerendered HTML cannot know this page's clock.
  useLayoutEffect(() => {
    const elapsedMs = elapsedSinceFirstShown(returning);
    scope.current?.style.setProperty('--loader-elapsed', `${-Math.round(elapsedMs)}ms`);
  }, [returning]);
  const [label, setLabel] = useState('');

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setLabel(site.loadingLabel);
    }, getMotion().loader.announceDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  useGSAP(
    () => {
      if (phase !== 'revealing' || reducedMotion) return;
      const { exitDurationS, exitDelayS, exitEase } = getMotion().loader;
      gsap.to(scope.current, {
        yPercent: -100,
        duration: exitDurationS,
        delay: exitDelayS,
        ease: exitEase,
      });
    },
    { scope, dependencies: [phase, reducedMotion] },
  );

  return (
    <StyledLoader ref={scope} data-testid="loader" $returning={returning}>
      <div role="status" aria-live="polite">
        <VisuallyHidden>{label}</VisuallyHidden>
      </div>
      <StyledBrand aria-hidden="true">
        <LogoMark size={56} />
        <span>{site.name}</span>
      </StyledBrand>
      <StyledProgress aria-hidden="true" />
    </StyledLoader>
  );
}

/** The same screen without behaviour, shown while the router resolves the first route. */
export function LoaderFallback() {
  return <Loader phase="preloading" />;
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;
const rise = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

const StyledLoader = styled.div<{ $returning: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.loader};
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space(8)};
  background: ${({ theme }) => theme.color.black};
  color: ${({ theme }) => theme.color.text};
  will-change: transform;
  animation: ${({ $returning }) => ($returning ? fadeIn : 'none')}
    ${cssMotion('loader.returnFadeMs', 'ms')} ease-out both;
`;

const StyledBrand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.h3};
  font-weight: 700;
  letter-spacing: -0.01em;
  animation: ${rise} ${cssMotion('loader.brandRiseMs', 'ms')} ${cssMotion('cssEase.entrance')} both;
  animation-delay: var(--loader-elapsed, 0ms);
`;

const StyledProgress = styled.div`
  position: relative;
  width: ${({ theme }) => theme.space(40)};
  height: 2px;
  overflow: hidden;
  background: ${({ theme }) => theme.color.hairline};

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(
      90deg,
      transparent,
      ${({ theme }) => theme.color.accent},
      transparent
    );
    animation: ${sweep} ${cssMotion('loader.sweepMs', 'ms')} ${cssMotion('cssEase.state')} infinite;
    animation-delay: var(--loader-elapsed, 0ms);
  }
`;
