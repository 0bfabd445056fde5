import { useRef } from 'react';
import styled from 'styled-components';
import { home } from '@/content/home';
import { openContact } from '@/features/contact';
import { useReveal } from '@/motion/use-reveal';
import { media } from '@/styles/theme';
import { Button } from '@/ui/button/button';

/** The closing call to action. */
export function Closing() {
  const scope = useRef<HTMLElement>(null);
  useReveal(scope, '[data-reveal]');
  return (
    <StyledBand ref={scope} aria-labelledby="closing-heading">
      <StyledInner data-reveal>
        <StyledCopy>
          <h2 id="closing-heading">{home.closing.heading}</h2>
          <Button type="button" onClick={() => openContact({ amount: 0 })}>
            {home.closing.cta}
          </Button>
        </StyledCopy>
        <StyledOrbit aria-hidden="true" data-testid="closing-art" />
      </StyledInner>
    </StyledBand>
  );
}

const StyledBand = styled.section`
  padding: ${({ theme }) => `${theme.space(8)} ${theme.layout.gutter} ${theme.space(24)}`};
`;

/** The studio's mark drawn large: orbits and a flight path taking off, filling the band's right half. */
function Orbit(props: { className?: string; 'aria-hidden': 'true'; 'data-testid': string }) {
  return (
    <svg viewBox="0 0 480 320" fill="none" {...props}>
      <defs>
        <linearGradient id="closing-path" x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor="#5B8CFF" stopOpacity="0" />
          <stop offset="0.6" stopColor="#5B8CFF" />
          <stop offset="1" stopColor="#FFB547" />
        </linearGradient>
        <radialGradient id="closing-core">
          <stop offset="0" stopColor="#9DB8FF" />
          <stop offset="1" stopColor="#5B8CFF" stopOpacity="0" />
        </radialGradient>
      </defs>
      <g stroke="#F3F1EA" strokeOpacity="0.14">
        <ellipse cx="240" cy="170" rx="210" ry="74" transform="rotate(-14 240 170)" />
        <ellipse cx="240" cy="170" rx="150" ry="52" transform="rotate(-14 240 170)" />
        <ellipse cx="240" cy="170" rx="92" ry="32" transform="rotate(-14 240 170)" />
      </g>
      <circle cx="240" cy="170" r="46" fill="url(#closing-core)" />
      <circle cx="240" cy="170" r="16" fill="#F3F1EA" />
      <path d="M40 290 C 170 250, 300 170, 430 40" stroke="url(#closing-path)" strokeWidth="3" />
      <path d="M430 40 l-22 6 l10 10z" fill="#FFB547" />
      <g fill="#F3F1EA">
        <circle cx="78" cy="60" r="2" />
        <circle cx="402" cy="250" r="2.5" />
        <circle cx="330" cy="92" r="1.5" />
        <circle cx="132" cy="214" r="1.5" />
      </g>
      <circle cx="382" cy="118" r="6" fill="#2ED8A7" />
      <circle cx="104" cy="150" r="4" fill="#FF7A59" />
    </svg>
  );
}

const StyledCopy = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(10)};
`;

const StyledOrbit = styled(Orbit)`
  display: none;

  ${media.wide} {
    display: block;
    width: 100%;
    max-width: 34rem;
    height: auto;
    justify-self: end;
  }
`;

const StyledInner = styled.div`
  display: grid;
  align-items: center;
  gap: ${({ theme }) => theme.space(10)};

  ${media.wide} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }

  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(16)} clamp(${theme.space(6)}, 5vw, ${theme.space(20)})`};
  border-radius: ${({ theme }) => theme.radius.large};
  background:
    radial-gradient(70% 120% at 100% 0%, rgba(255, 181, 71, 0.22), transparent 60%),
    radial-gradient(80% 120% at 0% 100%, rgba(91, 140, 255, 0.35), transparent 60%),
    ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.hairline};

  h2 {
    max-width: 20ch;
    font-size: ${({ theme }) => theme.fontSize.h2};
  }
`;
