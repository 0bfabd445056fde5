import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { cssMotion } from '@/motion/css-motion';
import { useInView, usePageVisible } from '@/hooks/use-visibility';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { Picture, type ResponsiveImage } from '@/ui/picture/picture';

/** A looping background video in two formats, with the poster shown first (and alone under reduced motion). */
export interface VideoSource {
  webm: string;
  mp4: string;
  /** The first frame, cropped per breakpoint like the frame it fills. */
  poster: ResponsiveImage;
  width: number;
  height: number;
}

interface BackgroundVideoProps {
  video: VideoSource;
  /** The frame's width per breakpoint, for the poster's candidates. */
  posterSizes: string;
  /** Only the active video plays; an inactive one is paused (and never loads until it is active). */
  active: boolean;
  className?: string;
}

/**
 * A decorative looping video behind content: the poster first; the sources attached only once the
 * video is active and in view; paused when off-screen, inactive or the tab is hidden; the poster alone
 * under reduced motion.
 */
export function BackgroundVideo({ video, posterSizes, active, className }: BackgroundVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const inView = useInView(frame);
  const pageVisible = usePageVisible();
  const [attached, setAttached] = useState(false);
  const [playing, setPlaying] = useState(false);
  const wanted = active && inView && !reducedMotion;
  if (wanted && !attached) setAttached(true);
  const attach = attached && !reducedMotion;

  useEffect(() => {
    const element = ref.current;
    if (!element || !attach) return;
    element.load();
  }, [attach]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !attach) return;
    if (wanted && pageVisible) {
      // Autoplay of a muted video is allowed; a refusal (power saving) simply leaves the poster.
      element.play().catch(() => undefined);
    } else {
      element.pause();
    }
  }, [attach, wanted, pageVisible]);

  return (
    <StyledFrame ref={setFrame} className={className} aria-hidden="true">
      <Picture image={video.poster} sizes={posterSizes} decorative />
      {!reducedMotion && (
        <StyledVideo
          ref={ref}
          width={video.width}
          height={video.height}
          muted
          loop
          playsInline
          preload="none"
          tabIndex={-1}
          $shown={playing}
          onPlaying={() => setPlaying(true)}
          onEmptied={() => setPlaying(false)}
          data-attached={attach || undefined}
        >
          {attach && (
            <>
              <source src={video.webm} type="video/webm" />
              <source src={video.mp4} type="video/mp4" />
            </>
          )}
        </StyledVideo>
      )}
    </StyledFrame>
  );
}

const StyledFrame = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;

  picture,
  img,
  video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledVideo = styled.video<{ $shown: boolean }>`
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  transition: opacity ${cssMotion('about.videoFadeMs', 'ms')} ease;
`;
