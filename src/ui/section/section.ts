import styled from 'styled-components';

/** A band of a screen: the page's measure and gutters, with its `<h2>` set as a section heading. */
export const Section = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(16)} ${theme.layout.gutter}`};

  > h2,
  > header h2 {
    font-size: ${({ theme }) => theme.fontSize.h2};
  }

  > h2 {
    margin-bottom: ${({ theme }) => theme.space(10)};
  }
`;

/** A section heading with a control beside it (a pause button, a filter…). */
export const SectionHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(10)};
`;
