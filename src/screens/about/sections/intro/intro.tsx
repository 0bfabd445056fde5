import styled from 'styled-components';
import { about } from '../../../../content/about';
import { screens } from '../../../../content/screens';
import { PageTitle } from '../../../../ui/page-title/page-title';

const copy = about.intro;

/** The About hero: the line fills the first view; what follows (and its videos) waits below the fold. */
export function Intro() {
  return (
    <StyledIntro>
      <PageTitle screen={screens.about.title} />
      <StyledEyebrow>{copy.eyebrow}</StyledEyebrow>
      <h1>{screens.about.heading}</h1>
      <StyledLead>{copy.lead}</StyledLead>
    </StyledIntro>
  );
}

const StyledIntro = styled.section`
  display: grid;
  align-content: end;
  gap: ${({ theme }) => theme.space(8)};
  min-height: 100svh;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) =>
    `calc(${theme.layout.navHeight} + ${theme.space(16)}) ${theme.layout.gutter} ${theme.space(20)}`};
  background:
    radial-gradient(50% 60% at 85% 30%, rgba(124, 92, 255, 0.22), transparent 70%),
    radial-gradient(40% 50% at 10% 80%, rgba(255, 122, 89, 0.14), transparent 70%);

  h1 {
    max-width: 15ch;
    font-size: ${({ theme }) => theme.fontSize.h1};
    overflow-wrap: break-word;
  }
`;

const StyledEyebrow = styled.p`
  color: ${({ theme }) => theme.color.warm};
  font-size: ${({ theme }) => theme.fontSize.small};
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const StyledLead = styled.p`
  max-width: 52ch;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.lead};
`;
