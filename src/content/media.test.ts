import { describe, expect, it } from 'vitest';
import { pictures } from './media';

const folder = (...files: string[]) =>
  Object.fromEntries(files.map((file) => [`/src/assets/portfolio/${file}`, `/assets/${file}`]));

describe('pictures: the sources of an image from its files', () => {
  it('leaves out a format whose files stop short of the widest (the browser would stretch them)', () => {
    const image = pictures(
      folder(
        'acme-card.card.720x540.avif',
        'acme-card.card.720x540.webp',
        'acme-card.card.1440x1080.webp',
        'acme-card.card.1080x810.jpg',
      ),
    )('acme-card', 'Acme');
    expect(image.sources.map((source) => [source.type, source.width])).toEqual([
      ['image/webp', 1440],
    ]);
  });

  it('keeps every format that reaches the widest file, AVIF first', () => {
    const image = pictures(
      folder(
        'acme-card.card.720x540.avif',
        'acme-card.card.1440x1080.avif',
        'acme-card.card.720x540.webp',
        'acme-card.card.1440x1080.webp',
        'acme-card.card.1080x810.jpg',
      ),
    )('acme-card', 'Acme');
    expect(image.sources.map((source) => [source.type, source.srcSet])).toEqual([
      [
        'image/avif',
        '/assets/acme-card.card.720x540.avif 720w, /assets/acme-card.card.1440x1080.avif 1440w',
      ],
      [
        'image/webp',
        '/assets/acme-card.card.720x540.webp 720w, /assets/acme-card.card.1440x1080.webp 1440w',
      ],
    ]);
  });
});
