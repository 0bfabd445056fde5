import styled from 'styled-components';

/** The first Tab stop; inert while nothing it could skip to is usable (loader up, menu open). */
export function SkipLink({ targetId, inert }: { targetId: string; inert: boolean }) {
  return (
    <StyledSkipLink href={`#${targetId}`} inert={inert}>
      Skip to main content
    </StyledSkipLink>
  );
}

const StyledSkipLink = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.space(3)};
  left: ${({ theme }) => theme.space(3)};
  z-index: ${({ theme }) => theme.zIndex.skipLink};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.ink};
  font-weight: 700;
  text-decoration: none;
  transform: translateY(-200%);

  &:focus,
  &:focus-visible {
    transform: none;
    outline: 2px solid ${({ theme }) => theme.color.text};
    outline-offset: 2px;
  }
`;
