import styled from 'styled-components';

export function SkipLink({ targetId }: { targetId: string }) {
  return <StyledSkipLink href={`#${targetId}`}>Skip to main content</StyledSkipLink>;
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
