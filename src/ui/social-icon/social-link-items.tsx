import { SocialIcon, type SocialLink } from './social-icon';

/** The `<li>` items of a list of social profiles: icon links that open in a new tab, named by owner. */
export function SocialLinkItems({ owner, links }: { owner: string; links: readonly SocialLink[] }) {
  return links.map((link) => (
    <li key={link.icon}>
      <a
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${owner} on ${link.label} (opens in a new tab)`}
      >
        <SocialIcon icon={link.icon} />
      </a>
    </li>
  ));
}
