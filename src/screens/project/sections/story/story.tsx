import styled from 'styled-components';
import { projectDetailCopy, type Project } from '@/content/projects';
import { ProjectSection } from '@/screens/project/project-section';

const copy = projectDetailCopy;

/** The written part of a project: description, the requirements we agreed on, how we built it. */
export function Story({ project }: { project: Project }) {
  return (
    <>
      <ProjectSection id="description" index={1} heading={copy.headings.description}>
        {project.description.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </ProjectSection>
      <ProjectSection id="requirements" index={2} heading={copy.headings.requirements}>
        <p>{copy.requirementsIntro}</p>
        <StyledRequirements>
          {project.requirements.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </StyledRequirements>
      </ProjectSection>
      <ProjectSection id="process" index={3} heading={copy.headings.process}>
        {project.process.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </ProjectSection>
    </>
  );
}

const StyledRequirements = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.body};

  li {
    position: relative;
    padding: ${({ theme }) => `${theme.space(4)} 0 ${theme.space(4)} ${theme.space(8)}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.hairline};
  }

  li:first-child {
    border-top: 1px solid ${({ theme }) => theme.color.hairline};
  }

  /* The bullet: a small accent square, drawn so the list keeps its list semantics. */
  li::before {
    content: '';
    position: absolute;
    top: calc(${({ theme }) => theme.space(4)} + 0.6em);
    left: ${({ theme }) => theme.space(1)};
    width: ${({ theme }) => theme.space(2)};
    height: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.accent};
  }
`;
