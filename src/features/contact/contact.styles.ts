import { css } from 'styled-components';

/** The box of a message that something went wrong (the form's errors, the fallback's failure). */
export const errorBox = css`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.color.error};
  color: ${({ theme }) => theme.color.text};
  background: rgba(255, 107, 91, 0.12);
`;

/** A wrapping row: a button, then what goes with it (a spinner, a status, a hint). */
export const actionRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

/** The agency's address in running text: a link that looks like one. */
export const inlineLink = css`
  a {
    color: ${({ theme }) => theme.color.accent};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;
