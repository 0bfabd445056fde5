import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { REDUCED_MOTION_QUERY } from '@/hooks/use-media-query';
import { cssEase } from '@/motion/css-ease';
import { getMotion } from '@/motion/motion-store';
import { useLockScroll } from '@/motion/use-lock-scroll';
import { Button } from '@/ui/button/button';

/** Where focus starts in an open modal, when the content has such a field. */
const FIRST_FIELD =
  '[data-autofocus], input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  closeLabel?: string;
  /** While busy (a request in flight) the modal stays open: its result belongs to what is on screen. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * The one modal of the site, on the native <dialog>: focus moves in and back, Escape closes, the page
 * behind is inert, page scrolling (Lenis) stops while it is open.
 */
export function Modal({
  open,
  title,
  onClose,
  closeLabel = 'Close',
  busy = false,
  children,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openingRef = useRef<{ cancel: () => void } | null>(null);
  const titleId = useId();
  useLockScroll(open);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // A form opens on its first field (the dialog alone would start on Close, its first control):
      // marked autofocus, the dialog's own focusing steps land on it, one focus change instead of two
      // in the click that opens it. A form whose code arrives later takes the focus itself (see the
      // contact form).
      const first = dialog.querySelector<HTMLElement>(FIRST_FIELD);
      first?.setAttribute('autofocus', '');
      dialog.showModal();
      // It rises and grows into place, unless the visitor asked for reduced motion.
      if (!window.matchMedia(REDUCED_MOTION_QUERY).matches)
        openingRef.current = playOpening(dialog);
      // An engine that does not follow autofocus there (and jsdom) is moved by hand.
      if (first && document.activeElement !== first) first.focus();
    }
    if (!open && dialog.open) {
      openingRef.current?.cancel();
      dialog.close();
    }
  }, [open]);

  return (
    <StyledDialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      data-lenis-prevent
    >
      <StyledHeader>
        <h2 id={titleId}>{title}</h2>
        <Button
          type="button"
          $variant="ghost"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onClose();
          }}
        >
          {closeLabel}
        </Button>
      </StyledHeader>
      {children}
    </StyledDialog>
  );
}

/**
 * The opening motion (motion config `modal`): from below and a little smaller to its place. A Web
 * Animation with the config's ease as CSS, so the browser runs it off the main thread and the click
 * that opens the modal reads no style. An engine without `linear()` easing (before Safari 17.2,
 * Chrome 113, Firefox 112) gets the same motion with its closest keyword ease. From and to, both
 * stated: a modal reopened mid-opening starts over.
 */
function playOpening(dialog: HTMLDialogElement): { cancel: () => void } | null {
  // No Web Animations (jsdom): the dialog simply shows.
  if (typeof dialog.animate !== 'function') return null;
  const { durationS, distancePx, fromScale, ease } = getMotion().modal;
  const keyframes = [
    { opacity: 0, transform: `translateY(${distancePx}px) scale(${fromScale})` },
    { opacity: 1, transform: 'none' },
  ];
  const duration = durationS * 1000;
  try {
    return dialog.animate(keyframes, { duration, easing: cssEase(ease) });
  } catch {
    return dialog.animate(keyframes, { duration, easing: 'ease-out' });
  }
}

const StyledDialog = styled.dialog`
  width: min(40rem, calc(100vw - 24px));
  /* Its height rounded up to an even pixel, so the centred box sits on the same subpixel whatever it
     holds. Its content changes while it is open (the form's code arriving, the notice that it could
     not): Chromium moves the box's composited scroller and keeps the header's raster from the earlier
     subpixel position, a heading drawn a pixel apart from one load to the next. Where calc-size() is
     not known (Firefox, Safari today) the box keeps its content's height. */
  height: calc-size(fit-content, round(up, size, 2px));
  max-height: calc(100dvh - 24px);
  overflow: auto;
  padding: clamp(${({ theme }) => theme.space(6)}, 4vw, ${({ theme }) => theme.space(10)});
  border: 1px solid ${({ theme }) => theme.color.hairline};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  overscroll-behavior: contain;

  &::backdrop {
    background: rgba(0, 0, 0, 0.72);
  }
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};

  h2 {
    min-width: 0;
    font-size: clamp(1.375rem, 1rem + 1.2vw, 1.875rem);
    text-wrap: balance;
  }
`;
