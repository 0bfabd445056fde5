import { useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/button/button';

interface BannerProps {
  open: boolean;
  title?: string;
  message: string;
  tone: 'neutral' | 'success';
  dismissLabel: string;
  onDismiss: () => void;
}

/**
 * A dismissible page banner. Its live region is always in the page, so screen readers announce the
 * text when it appears.
 */
export function Banner({ open, title, message, tone, dismissLabel, onDismiss }: BannerProps) {
  const bannerRef = useRef<HTMLDivElement>(null);
  /** Where focus was before it entered the banner: where it goes back when the banner is dismissed. */
  const cameFromRef = useRef<HTMLElement | null>(null);

  const dismiss = () => {
    const hadFocus = bannerRef.current?.contains(document.activeElement) ?? false;
    onDismiss();
    if (!hadFocus) return;
    const back = cameFromRef.current;
    const target =
      back?.isConnected && !back.closest('[inert]') ? back : document.querySelector('main');
    target?.focus({ preventScroll: true });
  };

  return (
    <StyledRegion role="status">
      {open && (
        <StyledBanner
          ref={bannerRef}
          data-banner
          $tone={tone}
          onFocus={(event) => {
            const from = event.relatedTarget;
            if (from instanceof HTMLElement && !event.currentTarget.contains(from)) {
              cameFromRef.current = from;
            }
          }}
        >
          <p>
            {title && <strong>{title} </strong>}
            {message}
          </p>
          <Button type="button" $variant="ghost" onClick={dismiss}>
            {dismissLabel}
          </Button>
        </StyledBanner>
      )}
    </StyledRegion>
  );
}

/** No box of its own: the banner inside is fixed to the viewport. */
const StyledRegion = styled.div`
  display: contents;
`;

const StyledBanner = styled.div<{ $tone: BannerProps['tone'] }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.navbar + 1};
  left: 50%;
  bottom: ${({ theme }) => theme.space(6)};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  width: max-content;
  max-width: calc(100vw - 24px);
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(3)} ${theme.space(3)} ${theme.space(6)}`};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : theme.color.hairline)};
  background: ${({ theme, $tone }) => ($tone === 'success' ? '#0f2e26' : theme.color.surface)};
  color: ${({ theme }) => theme.color.text};
  box-shadow: 0 20px 60px -20px rgba(0, 0, 0, 0.8);
  transform: translateX(-50%);

  strong {
    color: ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : theme.color.text)};
  }
`;
