import indexHtml from '/index.html?raw';
import { heroImage, heroImageSizes } from './hero';

/** The <link rel="preload"> of index.html, which must ask for exactly what the hero <picture> takes. */
function heroPreload(): { srcset: string[]; sizes: string } {
  const link = /<link[^>]*rel="preload"[^>]*as="image"[^>]*>/s.exec(indexHtml)?.[0] ?? '';
  const attribute = (name: string) =>
    new RegExp(`${name}="([^"]*)"`, 's').exec(link)?.[1]?.replace(/\s+/g, ' ').trim() ?? '';
  return {
    srcset: attribute('imagesrcset')
      .split(',')
      .map((candidate) => candidate.trim().split(' ')[0] ?? ''),
    sizes: attribute('imagesizes'),
  };
}

describe('the hero preload in index.html', () => {
  it('uses the sizes the hero is shown with', () => {
    expect(heroPreload().sizes).toBe(heroImageSizes);
  });

  it('lists the very files of the hero picture, which has a single format (no second download)', () => {
    expect(heroImage.sources).toHaveLength(1);
    const [source] = heroImage.sources;
    expect(source?.type).toBe('image/webp');
    const candidates = (source?.srcSet ?? '').split(',').map((c) => c.trim().split(' ')[0] ?? '');
    const files = (paths: string[]) =>
      paths.map((path) => path.split('/').pop()?.split('.').slice(0, 3).join('.'));
    expect(files(heroPreload().srcset)).toEqual(files(candidates));
  });
});
