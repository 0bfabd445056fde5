import styled from 'styled-components';

/** A blank, pure black, full-screen page. */
export const BlankScreen = styled.div`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.color.black};
`;
