import { useRef } from 'react';
import styled from 'styled-components';
import { ContactCta } from '@/features/contact';
import { useReveal } from '@/motion/use-reveal';
import { media } from '@/styles/theme';
import { useHomeContent } from '@/screens/home/home-content';

/** The closing call to action. */
export function Closing() {
  const scope = useRef<HTMLElement>(null);
  useReveal(scope, '[data-reveal]');
  const copy = useHomeContent().closing;
  return (
    <StyledBand ref={scope} aria-labelledby="closing-heading">
      <StyledInner data-reveal>
        <StyledCopy>
          <h2 id="closing-heading">{copy.heading}</h2>
          <ContactCta request={{ amount: 0 }}>{copy.cta}</ContactCta>
        </StyledCopy>
        <StyledOrbit
          src={copy.art}
          width={480}
          height={320}
          alt=""
          loading="lazy"
          data-testid="closing-art"
        />
      </StyledInner>
    </StyledBand>
  );
}

const StyledBand = styled.section`
  padding: ${({ theme }) => `${theme.space(8)} ${theme.layout.gutter} ${theme.space(24)}`};
`;

const StyledCopy = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(10)};
`;

/** The studio's mark drawn large, filling the band's right half on a wide screen (a vector file). */
const StyledOrbit = styled.img`
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
