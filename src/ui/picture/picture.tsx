/** An image in a modern format with a fallback, and its intrinsic size (so its box is reserved). */
export interface ResponsiveImage {
  /** WebP source. */
  src: string;
  /** JPEG fallback for browsers without WebP. */
  fallbackSrc: string;
  width: number;
  height: number;
  alt: string;
}

interface PictureProps {
  image: ResponsiveImage;
  /** Below the fold by default: the browser fetches it when it nears the viewport. */
  loading?: 'lazy' | 'eager';
  /** `alt=""` for an image whose meaning is already in the surrounding text or link name. */
  decorative?: boolean;
  className?: string;
}

/** The one way to show an image: WebP with a JPEG fallback, its intrinsic size reserving its box. */
export function Picture({ image, loading = 'lazy', decorative = false, className }: PictureProps) {
  return (
    <picture className={className}>
      <source type="image/webp" srcSet={image.src} />
      <img
        src={image.fallbackSrc}
        width={image.width}
        height={image.height}
        alt={decorative ? '' : image.alt}
        loading={loading}
        decoding="async"
      />
    </picture>
  );
}
