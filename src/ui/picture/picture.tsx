import { breakpoints } from '@/lib/breakpoints';

/** One `<source>` of a picture: a format, an optional breakpoint, its candidates (`w` descriptors). */
export interface PictureSource {
  /** A media query for art direction (a crop for narrow screens); none = every screen. */
  media?: string;
  type: 'image/avif' | 'image/webp';
  srcSet: string;
  /** The crop's intrinsic size, so the browser reserves the right box for it. */
  width: number;
  height: number;
}

/**
 * An image as the site serves it: per crop, AVIF (where it wins) and WebP candidates at 1x and 2x
 * widths, and a JPEG fallback whose size reserves the image's box.
 */
export interface ResponsiveImage {
  /** In the order the browser should try them: narrower crops (with media) first. */
  sources: readonly PictureSource[];
  fallback: { src: string; width: number; height: number };
  alt: string;
}

/**
 * `sizes` for an image as wide as the page's measure (1440 px less the gutters), or, from the wide
 * breakpoint, a share of it (a column). The gutter is 20 px below 500 px wide, 4vw up to 1600 px.
 */
export function measureSizes(wideShare = 1): string {
  const share = (width: number) => Math.ceil(width * wideShare);
  return [
    `(min-width: 1440px) ${share(1325)}px`,
    ...(wideShare === 1 ? [] : [`(min-width: ${breakpoints.wide}px) ${share(92)}vw`]),
    '(min-width: 500px) 92vw',
    'calc(100vw - 40px)',
  ].join(', ');
}

interface PictureProps {
  image: ResponsiveImage;
  /**
   * The width the image is shown at, per breakpoint (the `sizes` attribute): the browser picks the
   * candidate that covers it at the screen's pixel density.
   */
  sizes: string;
  /** Below the fold by default: the browser fetches it when it nears the viewport. */
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** `alt=""` for an image whose meaning is already in the surrounding text or link name. */
  decorative?: boolean;
  /** Hides the image (e.g. once it failed to load: no broken-image icon). */
  hidden?: boolean;
  onError?: () => void;
  className?: string;
}

/** The one way to show an image: art-directed crops, AVIF/WebP candidates, a JPEG fallback. */
export function Picture({
  image,
  sizes,
  loading = 'lazy',
  fetchPriority,
  decorative = false,
  hidden,
  onError,
  className,
}: PictureProps) {
  return (
    <picture className={className}>
      {image.sources.map((source) => (
        <source
          key={`${source.media ?? 'all'} ${source.type}`}
          media={source.media}
          type={source.type}
          srcSet={source.srcSet}
          sizes={sizes}
          width={source.width}
          height={source.height}
        />
      ))}
      <img
        src={image.fallback.src}
        width={image.fallback.width}
        height={image.fallback.height}
        alt={decorative ? '' : image.alt}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        hidden={hidden}
        onError={onError}
      />
    </picture>
  );
}

/**
 * Loads an image the way `<Picture image={image} sizes={sizes}>` would (same sources, same choice), off
 * the page: a preload that the picture on the page then takes from the cache. Returns the `<img>`.
 */
export function preloadPicture(image: ResponsiveImage, sizes: string): HTMLImageElement {
  const picture = document.createElement('picture');
  for (const { media, type, srcSet } of image.sources) {
    const source = document.createElement('source');
    if (media) source.media = media;
    source.type = type;
    source.srcset = srcSet;
    source.sizes = sizes;
    picture.append(source);
  }
  const img = new Image();
  picture.append(img);
  img.src = image.fallback.src;
  return img;
}
