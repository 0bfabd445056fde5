import missionWebm from '@/assets/about/mission.webm';
import missionMp4 from '@/assets/about/mission.mp4';
import storyWebm from '@/assets/about/story.webm';
import storyMp4 from '@/assets/about/story.mp4';
import philosophyWebm from '@/assets/about/philosophy.webm';
import philosophyMp4 from '@/assets/about/philosophy.mp4';
import { pictures, type BackgroundVideo, type ResponsiveImage } from './media';

/** The videos' posters (their first frame, tools/media/make-media.ts): a tall crop for phones. */
const posterArt = pictures(
  import.meta.glob<string>('./*.{avif,webp,jpg}', {
    base: '/src/assets/about/',
    eager: true,
    query: '?url',
    import: 'default',
  }),
);
/** Team portraits, 4:5 (tools/media/make-media.ts). */
const portrait = pictures(
  import.meta.glob<string>('./*.{avif,webp,jpg}', {
    base: '/src/assets/team/',
    eager: true,
    query: '?url',
    import: 'default',
  }),
);
import type { SocialLink } from '@/ui/social-icon/social-icon';
import { site } from './site';
import type { AboutData } from './schema';
import aboutData from './data/about.json';

/** Checked against its schema at build (scripts/content/check-content.ts). */
const data = aboutData as AboutData;

/** The About page (spec §2 About). */
export interface AboutTab {
  id: AboutData['whoWeAre']['tabs'][number]['id'];
  label: string;
  heading: string;
  body: string;
  /** The tab's highlight colour: a key of the theme's colours. */
  highlight: AboutTab['id'];
  video: BackgroundVideo;
}

export interface Testimonial {
  quote: string;
  author: string;
  role: string;
  /** Where the words were said or written, so anyone can check them. */
  source: string;
}

export interface TeamMember {
  name: string;
  role: string;
  tooltip: string;
  photo: ResponsiveImage;
  links: readonly SocialLink[];
}

export interface ApproachStep {
  title: string;
  body: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

const VIDEO_SIZE = { width: 1280, height: 720 };
const video = (webm: string, mp4: string, posterName: string): BackgroundVideo => ({
  webm,
  mp4,
  poster: posterArt(posterName, ''),
  ...VIDEO_SIZE,
});
/** A member's own profiles; one not filled in leads to the agency's (`site.socials`). */
const socials = (profiles: Partial<Record<SocialLink['icon'], string>> = {}): TeamMember['links'] =>
  site.socials.map((social) => ({ ...social, href: profiles[social.icon] ?? social.href }));

const videos: Record<AboutTab['id'], BackgroundVideo> = {
  mission: video(missionWebm, missionMp4, 'mission-poster'),
  story: video(storyWebm, storyMp4, 'story-poster'),
  philosophy: video(philosophyWebm, philosophyMp4, 'philosophy-poster'),
};

/** The About page: its texts and pictures are src/content/data/about.json. */
export const about = {
  intro: data.intro,
  whoWeAre: {
    ...data.whoWeAre,
    tabs: data.whoWeAre.tabs.map((tab) => ({ ...tab, highlight: tab.id, video: videos[tab.id] })),
  },
  testimonials: data.testimonials,
  team: {
    heading: data.team.heading,
    members: data.team.members.map(({ profiles, photo, ...member }) => ({
      ...member,
      photo: portrait(photo.file, photo.alt),
      links: socials(profiles),
    })),
  },
  approach: data.approach,
  faq: data.faq,
} satisfies {
  intro: { eyebrow: string; lead: string };
  whoWeAre: { heading: string; tabListLabel: string; tabs: readonly AboutTab[] };
  testimonials: { heading: string; label: string; items: readonly Testimonial[] };
  team: { heading: string; members: readonly TeamMember[] };
  approach: { heading: string; steps: readonly ApproachStep[] };
  faq: { heading: string; items: readonly FaqItem[] };
};
