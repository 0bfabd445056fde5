import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { findProject, type Project } from '@/content/projects';
import { ScreenIntro } from '@/ui/screen-intro/screen-intro';
import { StyledChapters } from './project-section';
import { Cover } from './sections/cover/cover';
import { FinalProduct } from './sections/final-product/final-product';
import { Story } from './sections/story/story';
import { Visit } from './sections/visit/visit';
import { pageTitle } from '@/content/site';

/** Only the projects in the content exist; any other name is a 404 (shown by the route boundary). */
export function projectLoader({ params }: LoaderFunctionArgs): Project {
  const project = findProject(params.project);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to answer 404
  if (!project) throw data(`No project named "${params.project ?? ''}"`, { status: 404 });
  return project;
}

/** A project's story: description, requirements, process, the final product and its live site. */
export function ProjectScreen() {
  const project = useLoaderData<typeof projectLoader>();
  return (
    <>
      <ScreenIntro
        title={pageTitle(project.title)}
        eyebrow={project.category}
        heading={project.title}
      >
        {project.tagline}
      </ScreenIntro>
      <Cover project={project} />
      <StyledChapters>
        <Story project={project} />
        <FinalProduct project={project} />
        <Visit project={project} />
      </StyledChapters>
    </>
  );
}
