import type { ResponsiveImage } from '@/ui/picture/picture';

export type { ResponsiveImage } from '@/ui/picture/picture';
export type { VideoSource as BackgroundVideo } from '@/ui/background-video/background-video';

/** An image with its intrinsic size and its text alternative, in the shape `<Picture>` takes. */
export const image = (
  src: string,
  fallbackSrc: string,
  size: { width: number; height: number },
  alt: string,
): ResponsiveImage => ({ src, fallbackSrc, width: size.width, height: size.height, alt });
