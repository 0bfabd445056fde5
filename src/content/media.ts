import { breakpoints } from '@/lib/breakpoints';
import type { PictureSource, ResponsiveImage } from '@/ui/picture/picture';

export type { ResponsiveImage } from '@/ui/picture/picture';
export type { VideoSource as BackgroundVideo } from '@/ui/background-video/background-video';

/**
 * The files of one asset folder, as `import.meta.glob(…, { eager: true, query: '?url' })` gives them:
 * path → URL. tools/media/variants.ts names each file <image>.<crop>.<width>x<height>.<avif|webp|jpg>.
 */
export type AssetUrls = Record<string, string>;

/** Where each crop applies: `narrow` below the wide breakpoint; any other crop everywhere else. */
const CROP_MEDIA: Record<string, string> = {
  narrow: `(max-width: ${breakpoints.wide - 0.02}px)`,
};

const FILE = /([^/]+)\.([a-z0-9]+)\.(\d+)x(\d+)\.(avif|webp|jpg)$/;
const TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

interface Variant {
  url: string;
  width: number;
  height: number;
  format: 'avif' | 'webp' | 'jpg';
}

/** Reads an asset folder's variants into images: `pictures(files)('card-generative', alt)`. */
export function pictures(files: AssetUrls): (name: string, alt: string) => ResponsiveImage {
  const byImage = new Map<string, Map<string, Variant[]>>();
  for (const [path, url] of Object.entries(files)) {
    const match = FILE.exec(path);
    if (!match) continue;
    const [, name = '', crop = '', width, height, format] = match;
    const crops = byImage.get(name) ?? new Map<string, Variant[]>();
    byImage.set(name, crops);
    const variants = crops.get(crop) ?? [];
    crops.set(crop, variants);
    variants.push({
      url,
      width: Number(width),
      height: Number(height),
      format: format as Variant['format'],
    });
  }

  return (name, alt) => {
    const crops = byImage.get(name);
    if (!crops)
      throw new Error(`No image "${name}" in ${Object.keys(files)[0] ?? 'an empty folder'}`);
    // Art-directed crops (with a media query) first: the browser takes the first source that matches.
    const ordered = [...crops.entries()].sort(
      ([a], [b]) => Number(b in CROP_MEDIA) - Number(a in CROP_MEDIA),
    );
    const sources: PictureSource[] = [];
    for (const [crop, variants] of ordered) {
      const widest = Math.max(...variants.map((variant) => variant.width));
      for (const format of ['avif', 'webp'] as const) {
        const candidates = variants
          .filter((variant) => variant.format === format)
          .sort((a, b) => a.width - b.width);
        const largest = candidates.at(-1);
        // A set short of the crop's widest file is left out: the browser takes the first source it
        // can decode, and would stretch its small file on a wide screen.
        if (!largest || largest.width < widest) continue;
        sources.push({
          media: CROP_MEDIA[crop],
          type: TYPES[format],
          srcSet: candidates.map((variant) => `${variant.url} ${variant.width}w`).join(', '),
          width: largest.width,
          height: largest.height,
        });
      }
    }
    const [defaultCrop] = ordered.at(-1) ?? [];
    const fallback = crops.get(defaultCrop ?? '')?.find((variant) => variant.format === 'jpg');
    if (!fallback || sources.length === 0) {
      throw new Error(`Image ${name}: no JPEG or no WebP`);
    }
    return {
      sources,
      fallback: { src: fallback.url, width: fallback.width, height: fallback.height },
      alt,
    };
  };
}
