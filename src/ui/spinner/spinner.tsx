import styled, { keyframes } from 'styled-components';
import { cssMotionPer } from '@/motion/css-motion';
import { useMotion } from '@/motion/motion-store';

/** The sending spinner, sized and paced by the spec (motion config). Visual only: a live status says what is happening. */
export function Spinner() {
  const { size, stroke } = useMotion().spinner;
  const radius = (size - stroke) / 2;
  const centre = size / 2;
  // The track and the moving arc share one circle.
  const ring = {
    cx: centre,
    cy: centre,
    r: radius,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: stroke,
  };
  return (
    <StyledSpinner
      aria-hidden="true"
      data-testid="spinner"
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
    >
      <circle {...ring} strokeOpacity="0.2" />
      <circle
        {...ring}
        strokeLinecap="round"
        strokeDasharray={`${Math.PI * radius * 0.6} ${Math.PI * radius * 2}`}
      />
    </StyledSpinner>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const StyledSpinner = styled.svg`
  color: ${({ theme }) => theme.color.accent};
  animation: ${spin} ${cssMotionPer('spinner.speed', 's')} linear infinite;

  /* A progress indicator, not decoration: it keeps turning under reduced motion (the global rule would stop it). */
  @media (prefers-reduced-motion: reduce) {
    animation-duration: ${cssMotionPer('spinner.speed', 's')} !important;
    animation-iteration-count: infinite !important;
  }
`;
