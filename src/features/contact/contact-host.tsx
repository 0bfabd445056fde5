import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { env } from '../../config/env';
import { useLockScroll } from '../../motion';
import { Button, ButtonAnchor } from '../../ui/button/button';
import { onContactOpen } from './contact-seam';

/**
 * Answers `openContact()` on a page. Until the project-request form lands, it offers the agency inbox
 * in a native modal dialog (focus moves in and back, Escape closes, the page behind is inert).
 */
export function ContactHost() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  useLockScroll(open);

  useEffect(
    () =>
      onContactOpen(() => {
        dialogRef.current?.showModal();
        setOpen(true);
      }),
    [],
  );

  const mailto = `mailto:${env.contactToEmail}?subject=${encodeURIComponent('Project request')}`;
  return (
    <StyledDialog
      ref={dialogRef}
      aria-labelledby="contact-title"
      onClose={() => setOpen(false)}
      data-lenis-prevent
    >
      <h2 id="contact-title">Get In Touch</h2>
      <p>
        Tell us about your project and we will get back to you within one working day:{' '}
        <a href={mailto}>{env.contactToEmail}</a>
      </p>
      <StyledActions>
        <ButtonAnchor href={mailto}>Write to us</ButtonAnchor>
        <Button type="button" $variant="ghost" onClick={() => dialogRef.current?.close()}>
          Close
        </Button>
      </StyledActions>
    </StyledDialog>
  );
}

const StyledDialog = styled.dialog`
  width: min(34rem, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space(10)};
  border: 1px solid ${({ theme }) => theme.color.hairline};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};

  &::backdrop {
    background: rgba(0, 0, 0, 0.7);
    backdrop-filter: blur(6px);
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSize.h2};
    margin-bottom: ${({ theme }) => theme.space(4)};
  }

  p {
    color: ${({ theme }) => theme.color.muted};
  }

  p a {
    color: ${({ theme }) => theme.color.text};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(8)};
`;
