import { useState } from 'react';
import styled from 'styled-components';
import { about } from '@/content/about';
import { cssMotion } from '@/motion/css-motion';
import { media } from '@/styles/theme';
import { Section } from '@/ui/section/section';

const copy = about.faq;

/** The FAQ accordion: each question opens and closes on its own (disclosure buttons). */
export function Faq() {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <StyledSection aria-labelledby="faq-heading">
      <h2 id="faq-heading">{copy.heading}</h2>
      <StyledList>
        {copy.items.map((item, index) => {
          const expanded = open.has(index);
          return (
            <StyledItem key={item.question} data-testid="faq-item">
              <h3>
                <button
                  type="button"
                  id={`faq-question-${index + 1}`}
                  aria-expanded={expanded}
                  aria-controls={`faq-answer-${index + 1}`}
                  onClick={() => toggle(index)}
                >
                  <span>{item.question}</span>
                  <StyledSign aria-hidden="true" $open={expanded} />
                </button>
              </h3>
              <StyledAnswer
                id={`faq-answer-${index + 1}`}
                role="region"
                aria-labelledby={`faq-question-${index + 1}`}
                hidden={!expanded}
              >
                <p>{item.answer}</p>
              </StyledAnswer>
            </StyledItem>
          );
        })}
      </StyledList>
    </StyledSection>
  );
}

/** On the left edge like every other section: the heading beside the questions on a wide screen. */
const StyledSection = styled(Section)`
  padding-bottom: ${({ theme }) => theme.space(24)};

  ${media.wide} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    align-items: start;
    gap: ${({ theme }) => theme.space(12)};

    > h2 {
      margin-bottom: 0;
    }
  }
`;

const StyledList = styled.div`
  border-top: 1px solid ${({ theme }) => theme.color.hairline};
`;

const StyledItem = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.color.hairline};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lead};
  }

  button {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(6)};
    width: 100%;
    min-height: 56px;
    padding: ${({ theme }) => `${theme.space(6)} 0`};
    border: 0;
    background: none;
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    font-weight: 600;
    text-align: left;
    cursor: pointer;
  }

  button:hover span {
    color: ${({ theme }) => theme.color.accent};
  }
`;

/** A plus that turns into a minus. */
const StyledSign = styled.span<{ $open: boolean }>`
  position: relative;
  flex: none;
  width: 20px;
  height: 20px;

  &::before,
  &::after {
    content: '';
    position: absolute;
    inset: 9px 0 auto;
    height: 2px;
    background: currentColor;
    transition: transform ${cssMotion('hoverMs', 'ms')} ${cssMotion('cssEase.state')};
  }

  &::after {
    transform: rotate(${({ $open }) => ($open ? 0 : 90)}deg);
  }
`;

const StyledAnswer = styled.div`
  padding-bottom: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.color.muted};

  p {
    max-width: 60ch;
  }
`;
