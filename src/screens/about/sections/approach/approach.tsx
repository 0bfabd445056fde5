import { useRef } from 'react';
import styled from 'styled-components';
import { about } from '@/content/about';
import { useReveal } from '@/motion/use-reveal';
import { media } from '@/styles/theme';
import { Section } from '@/ui/section/section';

const copy = about.approach;

/** "Our Approach": Strategy, Design, Development. */
export function Approach() {
  const scope = useRef<HTMLElement>(null);
  useReveal(scope, '[data-reveal]');
  return (
    <Section ref={scope} aria-labelledby="approach-heading">
      <h2 id="approach-heading">{copy.heading}</h2>
      <StyledSteps>
        {copy.steps.map((step, index) => (
          <StyledStep key={step.title} data-reveal>
            <StyledNumber aria-hidden="true">{String(index + 1).padStart(2, '0')}</StyledNumber>
            <h3>{step.title}</h3>
            <p>{step.body}</p>
          </StyledStep>
        ))}
      </StyledSteps>
    </Section>
  );
}

const StyledSteps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: none;

  ${media.wide} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledStep = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(8)};
  border-top: 2px solid ${({ theme }) => theme.color.accent};
  background: linear-gradient(180deg, ${({ theme }) => theme.color.surface}, transparent);

  h3 {
    font-size: clamp(1.75rem, 1.2rem + 2vw, 2.75rem);
  }

  p {
    color: ${({ theme }) => theme.color.muted};
  }
`;

const StyledNumber = styled.span`
  color: ${({ theme }) => theme.color.warm};
  font-family: ${({ theme }) => theme.font.display};
  font-weight: 700;
`;
