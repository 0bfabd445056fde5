import { useRef } from 'react';
import styled from 'styled-components';
import { useReveal } from '@/motion/use-reveal';
import { media } from '@/styles/theme';
import { useHomeContent } from '@/screens/home/home-content';

/** "Why a website matters": three benefit rows, each revealed as it scrolls into view. */
export function Benefits() {
  const scope = useRef<HTMLElement>(null);
  useReveal(scope, '[data-reveal]');
  const copy = useHomeContent().benefits;

  return (
    <StyledSection ref={scope} aria-labelledby="benefits-heading">
      <StyledIntro data-reveal>
        <p>{copy.eyebrow}</p>
        <h2 id="benefits-heading">{copy.heading}</h2>
      </StyledIntro>
      <StyledList>
        {copy.items.map((benefit, index) => (
          <StyledRow key={benefit.id} data-reveal $flip={index % 2 === 1}>
            <StyledArt>
              <img src={benefit.art} alt="" width={320} height={240} loading="lazy" />
            </StyledArt>
            <div>
              <StyledNumber aria-hidden="true">{String(index + 1).padStart(2, '0')}</StyledNumber>
              <h3>{benefit.title}</h3>
              <p>{benefit.body}</p>
            </div>
          </StyledRow>
        ))}
      </StyledList>
    </StyledSection>
  );
}

const StyledSection = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(24)} ${theme.layout.gutter}`};
`;

const StyledIntro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(16)};

  p {
    color: ${({ theme }) => theme.color.warm};
    font-size: ${({ theme }) => theme.fontSize.small};
    font-weight: 600;
    letter-spacing: 0.12em;
    text-transform: uppercase;
  }

  h2 {
    max-width: 18ch;
    font-size: ${({ theme }) => theme.fontSize.h2};
  }
`;

const StyledList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(16)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledRow = styled.li<{ $flip: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  align-items: center;
  padding-top: ${({ theme }) => theme.space(12)};
  border-top: 1px solid ${({ theme }) => theme.color.hairline};

  ${media.wide} {
    grid-template-columns: ${({ $flip }) => ($flip ? '7fr 5fr' : '5fr 7fr')};

    > :first-child {
      order: ${({ $flip }) => ($flip ? 2 : 0)};
    }
  }

  h3 {
    font-size: clamp(1.75rem, 1.2rem + 2vw, 3rem);
    margin-bottom: ${({ theme }) => theme.space(4)};
  }

  p {
    max-width: 48ch;
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.fontSize.lead};
  }
`;

const StyledArt = styled.div`
  img {
    display: block;
    width: 100%;
    height: auto;
    max-width: 28rem;
  }
`;

const StyledNumber = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.accent};
  font-family: ${({ theme }) => theme.font.display};
  font-weight: 700;
`;
