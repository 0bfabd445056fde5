import styled from 'styled-components';

/** The agency mark: a wing rising out of an orbit. Decorative; the agency name carries the meaning. */
export function LogoMark({ size = 32, className }: { size?: number; className?: string }) {
  return (
    <StyledSvg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <circle
        cx="16"
        cy="16"
        r="13.5"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.35"
        strokeWidth="1.5"
      />
      <path
        d="M6.5 21.5c5.2-1.1 9.3-4.3 12.4-9.6l1.1 4.2 5.5-10.3-9.6 3.3 3.6 1.5C16.6 14.6 12.4 18.4 6.5 21.5Z"
        fill="#5B8CFF"
      />
      <circle cx="24.6" cy="24.2" r="2.2" fill="#FFB547" />
    </StyledSvg>
  );
}

const StyledSvg = styled.svg`
  flex: none;
  color: ${({ theme }) => theme.color.text};
`;
