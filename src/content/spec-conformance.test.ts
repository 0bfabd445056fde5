/**
 * The one place where the shipped content is held to the specification (../shared/SPEC.md): its
 * words verbatim, its numbers and its counts. Every other test takes its copy from the content data
 * (tests/support/content.ts), so an edit the spec leaves open (a testimonial, a tooltip, an FAQ answer,
 * a project's story) needs no test edit. An edit of something the spec fixes (a fifth team member, a
 * third project, a price) fails here, and only here, naming the spec's rule: change the spec first.
 */
import { describe, expect, it } from 'vitest';
import { about } from './about';
import { contactCopy } from './contact';
import { contactFormCopy } from './contact-form';
import { home } from './home';
import { formatAmount, moreDetails, packages } from './packages';
import { projectDetailCopy, projects } from './projects';
import { screens } from './screens';
import { site } from './site';

/** The spec writes list items in lower case: compared as a reader would. */
const lower = (items: readonly string[]) => items.map((item) => item.toLowerCase());

describe('the shipped content against the spec', () => {
  it('§1, §2 Home: the headline, three stacked cards on the spec’s subjects, three benefits, the closing band', () => {
    expect(home.hero.heading, 'spec §1: the hero headline').toBe(
      'Empowering Businesses to Fly High on the Web.',
    );
    expect(screens.home.heading).toBe(home.hero.heading);
    expect(home.hero.lead, 'spec §1: web development and machine learning, per client').toMatch(
      /web development and machine-learning solutions tailored to each client/,
    );
    expect(home.hero.cta).toBe("Let's Discuss");
    expect(home.cards, 'spec §1, §2: three portfolio cards').toHaveLength(3);
    const [generative, satellite, healthcare] = home.cards.map((card) => card.title);
    expect(generative).toMatch(/^Generative AI .*content creators$/);
    expect(satellite).toBe('Satellite image analysis using AI and ML');
    expect(healthcare).toMatch(/^Healthcare app for efficient patient scheduling$/);
    expect(home.benefits.items.map((item) => item.title)).toEqual([
      'First Impressions Matter',
      'Build Credibility and Trust',
      'Boost Conversions and Growth',
    ]);
    expect(home.closing.heading).toBe("Arrange a Free Meeting and discuss what's on your mind.");
    expect(home.closing.cta).toBe('Free Meet');
  });

  it('§1, §2 Shell: the navigation, the copyright year and three social links', () => {
    expect(site.nav.map(({ label, to, match }) => [label, to, match])).toEqual([
      ['Home', '/', 'exact'],
      ['Portfolio', '/portfolio', 'prefix'],
      ['Services', '/services', 'exact'],
      ['About', '/about', 'exact'],
    ]);
    expect(site.copyrightYear, 'spec §1: a copyright line (year 2025)').toBe(2025);
    expect(site.socials.map((social) => social.label)).toEqual(['LinkedIn', 'GitHub', 'Instagram']);
    expect(screens.notFound.heading).toBe('404 Not Found');
    expect(screens.error.heading).toBe('500 Error');
  });

  it('§2 Portfolio, §3: two projects, Alphabeads (Education) and Tirthdom (Gaming), each with three images', () => {
    expect(screens.portfolio.heading).toBe('Happy Customers :');
    expect(
      projects.map(({ slug, title, category }) => [slug, title, category]),
      'spec §2, §3, §9: two portfolio projects',
    ).toEqual([
      ['alphabeads', 'Alphabeads', 'Education'],
      ['tirthdom', 'Tirthdom', 'Gaming'],
    ]);
    for (const project of projects) {
      expect(project.finalProduct.images, `${project.title}: three image ids`).toHaveLength(3);
      expect(project.finalProduct.cardTitle).not.toBe('');
      expect(project.link).toMatch(/^https:\/\//);
      expect(project.requirements.length).toBeGreaterThan(0);
    }
  });

  it('§2 Project detail: its headings, the fixed intro and "Visit Now"', () => {
    expect(projectDetailCopy.headings).toEqual({
      description: 'Description',
      requirements: 'Understanding Requirements',
      process: 'Development Process',
      finalProduct: 'Final Product',
    });
    expect(projectDetailCopy.requirementsIntro).toMatch(/meeting with the client/);
    expect(projectDetailCopy.requirementsIntro).toMatch(/10-question design questionnaire/);
    expect(projectDetailCopy.visit).toBe('Visit Now');
    expect(projectDetailCopy.more).toBe('More');
  });

  it('§2 Services, §3, §9: the three packages of the spec’s table and the "More Details :" items', () => {
    expect(screens.services.heading).toBe('What We Offer :');
    expect(
      packages.map(({ title, amount, duration }) => [title, amount, duration]),
      'spec §3 (the package table), §9: FrontendPro 5000, StackCore 10000, AIMinds 8000',
    ).toEqual([
      ['FrontendPro', 5000, '1-2 Weeks Project'],
      ['StackCore', 10000, '2-3 Weeks Project'],
      ['AIMinds', 8000, '1-2 Weeks Project'],
    ]);
    expect(
      packages.map((pkg) => lower(pkg.features)),
      'spec §3: the features of each package',
    ).toEqual([
      [
        'responsive visual web design',
        'cross-browser compatibility',
        'clean modern ui/ux',
        'fast-loading seo-friendly sites',
      ],
      [
        'frontend and backend development',
        'authentication and security',
        'api integrations',
        'database design, management and optimization',
      ],
      [
        'data preprocessing and analysis',
        'custom ai/ml model development',
        'continuous model optimization and monitoring',
        'chatbot design and implementation',
      ],
    ]);
    // The spec writes the amounts as 5000, not 5,000.
    expect(packages.map((pkg) => formatAmount(pkg.amount))).toEqual(['$5000', '$10000', '$8000']);
    expect(moreDetails.heading).toBe('More Details :');
    expect(moreDetails.closeLabel).toBe('Close');
    expect(lower(moreDetails.items)).toEqual([
      'additional features beyond the original scope',
      'major design changes after the project begins',
      'extended support beyond initial terms',
      'timeline extensions from new requirements',
    ]);
  });

  it('§2 About, §9: three tabs, three quotes, four members in the spec’s roles, three steps, four questions', () => {
    expect(screens.about.heading).toBe('Where every spark of imagination ignites innovation.');
    expect(about.whoWeAre.heading).toBe('Who are we?');
    expect(about.whoWeAre.tabs.map((tab) => tab.label)).toEqual(['Mission', 'Story', 'Philosophy']);
    expect(about.testimonials.items, 'spec §9: three quotes').toHaveLength(3);
    expect(about.team.heading).toBe('Meet The Team');
    expect(
      about.team.members.map((member) => member.role),
      'spec §3, §9: four team members, in the four roles',
    ).toEqual(['Design Lead', 'Tech Creator', 'AI Strategist', 'Data Innovator']);
    for (const member of about.team.members) {
      expect(member.links.map((link) => link.label)).toEqual(['LinkedIn', 'GitHub', 'Instagram']);
    }
    expect(about.approach.heading).toBe('Our Approach');
    expect(about.approach.steps.map((step) => step.title)).toEqual([
      'Strategy',
      'Design',
      'Development',
    ]);
    expect(about.faq.heading).toBe('Frequently Asked Questions :');
    const questions = about.faq.items.map((item) => item.question);
    expect(questions, 'spec §9: four FAQ items').toHaveLength(4);
    const [custom, budget, training, help] = questions;
    expect(custom).toMatch(/custom .*builder/i);
    expect(budget).toMatch(/budget/i);
    expect(training).toMatch(/train/i);
    expect(help).toMatch(/after the project/i);
  });

  it('§2, §3, §5, §8: the request modal’s texts', () => {
    expect(contactCopy.titles).toEqual({ home: 'Get In Touch', services: 'PROJECT REQUEST' });
    expect(contactCopy.close).toBe('Close');
    expect(Object.values(contactCopy.fields).map((field) => field.placeholder)).toEqual([
      'Enter Name',
      'Enter email',
      'Enter project description',
    ]);
    expect(contactFormCopy.submit).toBe('Submit');
    expect(contactFormCopy.errors.empty).toBe('Please fill out all fields.');
    expect(contactFormCopy.errors.email).toBe('Please enter a valid email address.');
    expect(contactCopy.failed).toBe('Failed to send your request. Please try again later.');
    expect(contactCopy.success.home).toBe(
      'Request sent successfully You will get your response soon.',
    );
    expect(contactCopy.success.servicesTitle).toBe('Success!');
    expect(contactCopy.success.services).toBe(
      'Request sent successfully. You will get your response soon.',
    );
  });
});
