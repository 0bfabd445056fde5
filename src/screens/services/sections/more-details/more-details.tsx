import { useState } from 'react';
import styled from 'styled-components';
import { moreDetails } from '@/content/packages';
import { cssMotion } from '@/motion/css-motion';
import { media } from '@/styles/theme';
import { Modal } from '@/ui/modal/modal';

/** The info button beside the heading and its "More Details :" modal: what costs extra. */
export function MoreDetails() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <StyledInfoButton
        type="button"
        aria-label={moreDetails.openLabel}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" fill="none" aria-hidden="true">
          <circle cx="12" cy="12" r="10.25" stroke="currentColor" strokeWidth="1.5" />
          <path d="M12 10.5v6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <circle cx="12" cy="7.25" r="1.25" fill="currentColor" />
        </svg>
      </StyledInfoButton>
      <Modal
        open={open}
        title={moreDetails.heading}
        closeLabel={moreDetails.closeLabel}
        onClose={() => setOpen(false)}
      >
        <StyledIntro>{moreDetails.intro}</StyledIntro>
        <StyledItems>
          {moreDetails.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </StyledItems>
      </Modal>
    </>
  );
}

const StyledInfoButton = styled.button`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space(12)};
  height: ${({ theme }) => theme.space(12)};
  margin-top: 0.15em;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.hairline};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  transition:
    color ${cssMotion('hoverMs', 'ms')} ease,
    border-color ${cssMotion('hoverMs', 'ms')} ease;

  &:hover {
    border-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accent};
  }

  &:focus-visible {
    border-radius: ${({ theme }) => theme.radius.pill};
  }

  svg {
    width: ${({ theme }) => theme.space(6)};
    height: ${({ theme }) => theme.space(6)};
  }

  ${media.wide} {
    width: ${({ theme }) => theme.space(14)};
    height: ${({ theme }) => theme.space(14)};

    svg {
      width: ${({ theme }) => theme.space(7)};
      height: ${({ theme }) => theme.space(7)};
    }
  }
`;

const StyledIntro = styled.p`
  margin-bottom: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.color.muted};
`;

const StyledItems = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: extra;

  li {
    display: grid;
    grid-template-columns: ${({ theme }) => theme.space(10)} minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => `${theme.space(4)} 0`};
    border-top: 1px solid ${({ theme }) => theme.color.hairline};
    font-weight: 600;
    counter-increment: extra;
  }

  /* The number is drawn by CSS: an ordered list already tells assistive technology the order. */
  li::before {
    content: counter(extra, decimal-leading-zero);
    color: ${({ theme }) => theme.color.accent};
    font-family: ${({ theme }) => theme.font.display};
  }
`;
