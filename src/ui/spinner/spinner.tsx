import styled, { keyframes } from 'styled-components';
import { motion } from '../../motion/motion.config';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

/** The sending spinner (spec: size 40, stroke 3, speed 1 — one turn per second). */
export function Spinner({ label }: { label: string }) {
  const { size, stroke } = motion.spinner;
  const radius = (size - stroke) / 2;
  return (
    <StyledStatus role="status">
      <StyledSpinner
        aria-hidden="true"
        data-testid="spinner"
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
      >
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.2"
          strokeWidth={stroke}
        />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke="currentColor"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={`${Math.PI * radius * 0.6} ${Math.PI * radius * 2}`}
        />
      </StyledSpinner>
      <VisuallyHidden>{label}</VisuallyHidden>
    </StyledStatus>
  );
}

const StyledStatus = styled.span`
  display: inline-flex;
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const StyledSpinner = styled.svg`
  color: ${({ theme }) => theme.color.accent};
  animation: ${spin} ${1 / motion.spinner.speed}s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: ${2 / motion.spinner.speed}s !important;
    animation-iteration-count: infinite !important;
  }
`;
