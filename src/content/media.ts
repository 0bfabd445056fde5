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

/** A looping background video in two formats, with the poster shown first (and alone under reduced motion). */
export interface BackgroundVideo {
  webm: string;
  mp4: string;
  poster: string;
  posterFallback: string;
  width: number;
  height: number;
}

export const image = (
  src: string,
  fallbackSrc: string,
  size: { width: number; height: number },
  alt: string,
): ResponsiveImage => ({ src, fallbackSrc, width: size.width, height: size.height, alt });
