import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { findProject, type ProjectSummary } from '../../content/projects';
import { ScreenIntro } from '../../ui/screen-intro/screen-intro';

/** Only the projects in the content exist; any other name is a 404 (shown by the route boundary). */
export function projectLoader({ params }: LoaderFunctionArgs): ProjectSummary {
  const project = findProject(params.project);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to answer 404
  if (!project) throw data(`No project named "${params.project ?? ''}"`, { status: 404 });
  return project;
}

export function ProjectScreen() {
  const project = useLoaderData<typeof projectLoader>();
  return <ScreenIntro title={project.title} eyebrow={project.category} heading={project.title} />;
}
