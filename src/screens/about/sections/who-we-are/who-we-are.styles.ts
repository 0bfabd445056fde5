import styled, { keyframes } from 'styled-components';
import { cssMotion } from '@/motion/css-motion';
import { media } from '@/styles/theme';
import { BackgroundVideo } from '@/ui/background-video/background-video';
import { SectionHeader } from '@/ui/section/section';

const fill = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(1); }
`;

export const StyledHeader = styled(SectionHeader)`
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

/** Tabs share the row; on the narrowest screens the last one wraps rather than being cut. */
export const StyledTabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export const StyledTab = styled.button<{ $color: string }>`
  position: relative;
  flex: 1 1 auto;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(2)}`};
  border: 1px solid ${({ theme }) => theme.color.hairline};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.muted};
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.body};
  font-weight: 700;
  white-space: nowrap;
  overflow: hidden;
  cursor: pointer;
  transition:
    color ${cssMotion('hoverMs', 'ms')} ease,
    border-color ${cssMotion('hoverMs', 'ms')} ease;

  /* The tab's colour, as a dot, where there is room for it. */
  &::before {
    content: '';
    display: none;
    width: 0.5em;
    height: 0.5em;
    margin-right: 0.5em;
    border-radius: 50%;
    background: ${({ $color }) => $color};
    vertical-align: middle;
  }

  ${media.wide} {
    flex: 1 1 0;
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
    font-size: ${({ theme }) => theme.fontSize.h3};
    text-align: left;

    &::before {
      display: inline-block;
    }
  }

  &:hover,
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.text};
  }

  &[aria-selected='true'] {
    border-color: ${({ $color }) => $color};
  }
`;

/** How much of the tab's 10 s slot has passed; it holds still while the rotation is paused. */
export const StyledProgress = styled.span<{ $durationMs: number; $running: boolean }>`
  position: absolute;
  inset: auto 0 0;
  height: 3px;
  background: var(--highlight);
  transform-origin: left;
  transform: scaleX(0);
  animation: ${fill} ${({ $durationMs }) => $durationMs}ms linear forwards;
  animation-play-state: ${({ $running }) => ($running ? 'running' : 'paused')};

  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

export const StyledPanels = styled.div`
  display: grid;
`;

export const StyledPanel = styled.div`
  position: relative;
  display: grid;
  align-items: end;
  min-height: clamp(26rem, 60vh, 36rem);
  /* On a phone the art has the top of the panel to itself, the text the bottom. */
  padding-top: ${({ theme }) => theme.space(56)};
  border: 1px solid ${({ theme }) => theme.color.hairline};
  border-radius: ${({ theme }) => theme.radius.large};

  ${media.wide} {
    padding-top: 0;
  }
  overflow: hidden;
  isolation: isolate;
  background: ${({ theme }) => theme.color.surface};

  &[hidden] {
    display: none;
  }

  /* A dark veil keeps the text legible over any frame of the video: under the text at the bottom on
     a phone, behind the text column on a wide screen (the art shows in full on the right). */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
    background: linear-gradient(
      180deg,
      rgba(11, 11, 16, 0) 0%,
      rgba(11, 11, 16, 0) 28%,
      rgba(11, 11, 16, 0.88) 55%
    );

    ${media.wide} {
      background: linear-gradient(
        90deg,
        rgba(11, 11, 16, 0.92) 0%,
        rgba(11, 11, 16, 0.7) 40%,
        rgba(11, 11, 16, 0) 62%
      );
    }
  }
`;

/** The tab's video: the panel's top on a phone, fading out at its foot; its right part on a wide screen. */
export const StyledPanelVideo = styled(BackgroundVideo)`
  bottom: 40%;
  mask-image: linear-gradient(180deg, #000 70%, transparent 100%);

  ${media.wide} {
    bottom: 0;
    left: 38%;
    mask-image: linear-gradient(90deg, transparent 0%, #000 30%);
  }
`;

export const StyledPanelText = styled.div`
  position: relative;
  z-index: 2;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 46rem;
  padding: clamp(${({ theme }) => theme.space(6)}, 5vw, ${({ theme }) => theme.space(14)});

  h3 {
    font-size: clamp(1.75rem, 1.2rem + 2vw, 3rem);
    text-decoration: underline;
    text-decoration-color: var(--highlight);
    text-decoration-thickness: 0.12em;
    text-underline-offset: 0.2em;
  }

  p {
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.fontSize.lead};
  }

  h3,
  p {
    text-shadow: 0 1px 12px rgba(11, 11, 16, 0.9);
  }

  ${media.wide} {
    padding-bottom: ${({ theme }) => theme.space(16)};
  }
`;
