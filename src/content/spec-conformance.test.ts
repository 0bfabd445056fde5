/**
 * The spec's words that live in the code (../shared/SPEC.md): the screens' headings, the navigation,
 * the request modal. The content data (src/content/data/, the agency's) is held to the spec by a
 * report, not a test: `npm run check:spec` (scripts/content/check-spec.ts) lists where it departs, so
 * a price, a fourth testimonial or a third case study turns nothing red. Every other test takes its
 * copy from the content data (tests/support/content.ts).
 */
import { describe, expect, it } from 'vitest';
import { contactCopy } from './contact';
import { contactFormCopy } from './contact-form';
import { screens } from './screens';
import { site } from './site';

describe('the spec’s words held by the code', () => {
  it('§1, §2 Shell: the navigation and the error screens', () => {
    expect(site.nav.map(({ label, to, match }) => [label, to, match])).toEqual([
      ['Home', '/', 'exact'],
      ['Portfolio', '/portfolio', 'prefix'],
      ['Services', '/services', 'exact'],
      ['About', '/about', 'exact'],
    ]);
    expect(screens.notFound.heading).toBe('404 Not Found');
    expect(screens.error.heading).toBe('500 Error');
  });

  it('§2: the screens’ headings', () => {
    expect(screens.home.heading).toBe('Empowering Businesses to Fly High on the Web.');
    expect(screens.portfolio.heading).toBe('Happy Customers :');
    expect(screens.services.heading).toBe('What We Offer :');
    expect(screens.about.heading).toBe('Where every spark of imagination ignites innovation.');
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
