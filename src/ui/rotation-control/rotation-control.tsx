import styled from 'styled-components';
import { Button } from '@/ui/button/button';
import { VisuallyHidden } from '@/ui/visually-hidden/visually-hidden';

interface RotationControlProps {
  playing: boolean;
  onToggle: () => void;
  /** What rotates, completing the name: "Pause" + " the testimonials". */
  subject: string;
}

/** The visible pause/play control every auto-rotating part carries (WCAG 2.2.2). */
export function RotationControl({ playing, onToggle, subject }: RotationControlProps) {
  return (
    <StyledControl type="button" $variant="ghost" onClick={onToggle}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        {playing ? (
          <path d="M4 2h3v12H4zM9 2h3v12H9z" fill="currentColor" />
        ) : (
          <path d="M4 2l10 6-10 6z" fill="currentColor" />
        )}
      </svg>
      {playing ? 'Pause' : 'Play'}
      <VisuallyHidden> {subject}</VisuallyHidden>
    </StyledControl>
  );
}

const StyledControl = styled(Button)`
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  font-size: ${({ theme }) => theme.fontSize.small};
`;
