import { generatePath, Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { projectSummaries } from '../../content/projects';
import { screens } from '../../content/screens';
import { ScreenIntro } from '../../ui/screen-intro/screen-intro';

export function PortfolioScreen() {
  return (
    <ScreenIntro
      title={screens.portfolio.title}
      eyebrow="Portfolio"
      heading={screens.portfolio.heading}
    >
      <ul>
        {projectSummaries.map((project) => (
          <li key={project.slug}>
            <Link to={generatePath(paths.project, { project: project.slug })}>{project.title}</Link>{' '}
            · {project.category}
          </li>
        ))}
      </ul>
    </ScreenIntro>
  );
}
