import { useRef, type KeyboardEvent } from 'react';
import { useTheme } from 'styled-components';
import { about } from '@/content/about';
import { fadeIn } from '@/motion/fade-in';
import { useGSAP } from '@/motion/gsap';
import { matchMedia } from '@/motion/match-media';
import { REDUCED_MOTION_QUERY } from '@/hooks/use-media-query';
import { useMotion } from '@/motion/motion-store';
import { trackAnimation } from '@/motion/studio-seam';
import type { Rotation } from '@/hooks/use-rotation';
import { measureSizes } from '@/ui/picture/picture';
import {
  StyledHeader,
  StyledPanel,
  StyledPanels,
  StyledPanelText,
  StyledPanelVideo,
  StyledProgress,
  StyledTab,
  StyledTabList,
} from './who-we-are.styles';
import { RotatingSection } from '@/screens/about/rotating-section';

const copy = about.whoWeAre;
/** The video fills the panel's width on a phone and its right 62 % on a wide screen (cropped to cover). */
const POSTER_SIZES = measureSizes(0.62);

/** "Who are we?": Mission, Story and Philosophy as ARIA tabs that rotate, each over its own video. */
export function WhoWeAre() {
  const theme = useTheme();
  return (
    <RotatingSection
      headingId="who-heading"
      heading={copy.heading}
      subject="the rotation of the tabs"
      header={StyledHeader}
      style={(rotation) => ({
        '--highlight': theme.color[copy.tabs[rotation.index]?.highlight ?? 'mission'],
      })}
      count={copy.tabs.length}
      intervalMs={useMotion().about.tabRotationMs}
    >
      {(rotation) => <Tabs rotation={rotation} />}
    </RotatingSection>
  );
}

/** The tabs and their panels (ARIA tabs: arrows, Home and End move between them). */
function Tabs({ rotation }: { rotation: Rotation }) {
  const theme = useTheme();
  const { about: timing, ease } = useMotion();
  const { tabRotationMs, panelFadeMs } = timing;
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const panels = useRef<HTMLDivElement>(null);

  // The active panel fades in whenever it becomes active (not under reduced motion).
  useGSAP(
    () => {
      const mm = matchMedia(`not ${REDUCED_MOTION_QUERY}`, () => {
        const panel = panels.current?.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])');
        if (!panel) return undefined;
        // Started by a click on a tab: it reads no style in that click (see fadeIn).
        const fade = fadeIn(panel, { duration: panelFadeMs / 1000, ease: ease.state });
        if (import.meta.env.DEV) trackAnimation('about', fade.tween);
        return fade.restore;
      });
      return () => mm.revert();
    },
    {
      scope: panels,
      dependencies: [rotation.index, panelFadeMs, ease.state],
      revertOnUpdate: true,
    },
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const last = copy.tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: rotation.index === last ? 0 : rotation.index + 1,
      ArrowLeft: rotation.index === 0 ? last : rotation.index - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    rotation.select(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <>
      <StyledTabList role="tablist" aria-label={copy.tabListLabel} onKeyDown={onKeyDown}>
        {copy.tabs.map((tab, index) => {
          const selected = index === rotation.index;
          return (
            <StyledTab
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`about-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`about-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              $color={theme.color[tab.highlight]}
              onClick={() => rotation.select(index)}
            >
              {tab.label}
              {selected && (
                <StyledProgress
                  key={rotation.slot}
                  aria-hidden="true"
                  $durationMs={tabRotationMs}
                  $running={!rotation.paused}
                />
              )}
            </StyledTab>
          );
        })}
      </StyledTabList>
      <StyledPanels ref={panels} {...rotation.hoverProps}>
        {copy.tabs.map((tab, index) => (
          <StyledPanel
            key={tab.id}
            role="tabpanel"
            id={`about-panel-${tab.id}`}
            aria-labelledby={`about-tab-${tab.id}`}
            tabIndex={0}
            hidden={index !== rotation.index}
          >
            <StyledPanelVideo
              video={tab.video}
              posterSizes={POSTER_SIZES}
              active={index === rotation.index}
            />
            <StyledPanelText>
              <h3>{tab.heading}</h3>
              <p>{tab.body}</p>
            </StyledPanelText>
          </StyledPanel>
        ))}
      </StyledPanels>
    </>
  );
}
