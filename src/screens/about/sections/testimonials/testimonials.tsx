import styled from 'styled-components';
import { about } from '@/content/about';
import { cssMotion } from '@/motion/css-motion';
import { useMotion } from '@/motion/motion-store';
import { media } from '@/styles/theme';
import { VisuallyHidden } from '@/ui/visually-hidden/visually-hidden';
import { RotatingSection } from '@/screens/about/rotating-section';

const copy = about.testimonials;

/**
 * Three quotes, one at a time: each shows for the hide delay, fades out, and the next arrives when its
 * slot ends. Hover or keyboard focus holds the current quote; the control pauses it for good.
 */
export function Testimonials() {
  const { about: timing } = useMotion();
  return (
    <RotatingSection
      headingId="testimonials-heading"
      heading={copy.heading}
      subject="the testimonials"
      roleDescription="carousel"
      count={copy.items.length}
      intervalMs={timing.testimonialRotationMs}
      hideDelayMs={timing.testimonialHideDelayMs}
    >
      {(rotation) => (
        <>
          {/* Announced only when the visitor is in charge: a rotating live region would talk over everything. */}
          <StyledSlides aria-live={rotation.paused ? 'polite' : 'off'} {...rotation.hoverProps}>
            {copy.items.map((item, index) => {
              const current = index === rotation.index;
              return (
                <StyledSlide
                  key={item.author}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${copy.items.length}`}
                  data-testid="testimonial"
                  data-state={current ? (rotation.hiding ? 'hiding' : 'shown') : 'waiting'}
                  $visible={current && !rotation.hiding}
                  $current={current}
                >
                  <figure>
                    <blockquote>
                      <p>{item.quote}</p>
                    </blockquote>
                    <figcaption>
                      <strong>{item.author}</strong>
                      <span>{item.role}</span>
                      <cite>{item.source}</cite>
                    </figcaption>
                  </figure>
                </StyledSlide>
              );
            })}
          </StyledSlides>
          <StyledPicker aria-label="Choose a testimonial">
            {copy.items.map((item, index) => (
              <li key={item.author}>
                <button
                  type="button"
                  aria-current={index === rotation.index || undefined}
                  onClick={() => rotation.select(index)}
                >
                  Quote {index + 1}
                  <StyledPickerAuthor> by {item.author}</StyledPickerAuthor>
                </button>
              </li>
            ))}
          </StyledPicker>
        </>
      )}
    </RotatingSection>
  );
}

/** Every slide sits in the same grid cell, so the block keeps the height of the longest quote. */
const StyledSlides = styled.div`
  display: grid;
  padding: clamp(${({ theme }) => theme.space(6)}, 5vw, ${({ theme }) => theme.space(16)});
  border: 1px solid ${({ theme }) => theme.color.hairline};
  border-radius: ${({ theme }) => theme.radius.large};
  background:
    radial-gradient(60% 90% at 100% 0%, rgba(91, 140, 255, 0.16), transparent 70%),
    ${({ theme }) => theme.color.surface};
`;

const StyledSlide = styled.div<{ $visible: boolean; $current: boolean }>`
  grid-area: 1 / 1;
  display: grid;
  align-content: center;
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  visibility: ${({ $current }) => ($current ? 'visible' : 'hidden')};
  transition: opacity ${cssMotion('about.quoteFadeMs', 'ms')} ${cssMotion('cssEase.state')};

  figure {
    display: grid;
    gap: ${({ theme }) => theme.space(8)};
    margin: 0;
  }

  blockquote {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: clamp(1.5rem, 1rem + 2.4vw, 3.25rem);
    font-weight: 600;
    line-height: 1.15;

    p::before {
      content: '“';
      color: ${({ theme }) => theme.color.accent};
    }

    p::after {
      content: '”';
      color: ${({ theme }) => theme.color.accent};
    }
  }

  figcaption {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.muted};
  }

  strong {
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.fontSize.lead};
  }

  cite {
    font-size: ${({ theme }) => theme.fontSize.small};
  }
`;

const StyledPicker = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(6)} 0 0;
  padding: 0;
  list-style: none;

  button {
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    border: 1px solid ${({ theme }) => theme.color.hairline};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: transparent;
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.fontSize.small};
    cursor: pointer;
  }

  button[aria-current='true'] {
    border-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.text};
  }
`;

/** The author's name is read out everywhere but shown only where there is room. */
const StyledPickerAuthor = styled(VisuallyHidden)`
  ${media.wide} {
    position: static !important;
    width: auto;
    height: auto;
    margin: 0;
    overflow: visible;
    clip: auto;
    clip-path: none;
  }
`;
