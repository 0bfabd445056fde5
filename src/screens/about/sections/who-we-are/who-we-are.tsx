import { useRef, useState, type KeyboardEvent } from 'react';
import { useTheme } from 'styled-components';
import { about } from '../../../../content/about';
import { motion, useRotation } from '../../../../motion';
import { BackgroundVideo } from '../../../../ui/background-video/background-video';
import { RotationControl } from '../../../../ui/rotation-control/rotation-control';
import {
  StyledHeader,
  StyledPanel,
  StyledPanels,
  StyledPanelText,
  StyledProgress,
  StyledTab,
  StyledTabList,
} from './who-we-are.styles';
import { Section } from '../../../../ui/section/section';

const copy = about.whoWeAre;

/** "Who are we?": Mission, Story and Philosophy as ARIA tabs that rotate, each over its own video. */
export function WhoWeAre() {
  const theme = useTheme();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [section, setSection] = useState<HTMLElement | null>(null);
  const rotation = useRotation({
    count: copy.tabs.length,
    intervalMs: motion.about.tabRotationMs,
    element: section,
  });
  const active = copy.tabs[rotation.index] ?? copy.tabs[0];

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
    <Section
      ref={setSection}
      aria-labelledby="who-heading"
      style={{ '--highlight': theme.color[active.highlight] }}
      data-rotation={rotation.paused ? 'paused' : 'running'}
      {...rotation.focusProps}
    >
      <StyledHeader>
        <h2 id="who-heading">{copy.heading}</h2>
        <RotationControl
          playing={rotation.playing}
          onToggle={rotation.togglePlaying}
          subject="the rotation of the tabs"
        />
      </StyledHeader>
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
                  $durationMs={motion.about.tabRotationMs}
                  $running={!rotation.paused}
                />
              )}
            </StyledTab>
          );
        })}
      </StyledTabList>
      <StyledPanels {...rotation.hoverProps}>
        {copy.tabs.map((tab, index) => (
          <StyledPanel
            key={tab.id}
            role="tabpanel"
            id={`about-panel-${tab.id}`}
            aria-labelledby={`about-tab-${tab.id}`}
            tabIndex={0}
            hidden={index !== rotation.index}
          >
            <BackgroundVideo video={tab.video} active={index === rotation.index} />
            <StyledPanelText>
              <h3>{tab.heading}</h3>
              <p>{tab.body}</p>
            </StyledPanelText>
          </StyledPanel>
        ))}
      </StyledPanels>
    </Section>
  );
}
