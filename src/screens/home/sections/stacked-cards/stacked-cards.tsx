import { useRef } from 'react';
import { useReveal } from '@/motion/use-reveal';
import { wideMotionQuery } from '@/styles/theme';
import { useHomeContent } from '@/screens/home/home-content';
import type { StackLayout } from './stack-geometry';
import { useStackTimeline, type StackFeel } from './stacked-cards.motion';
import { measureSizes, Picture } from '@/ui/picture/picture';
import {
  StyledCard,
  StyledCardBody,
  StyledEdge,
  StyledFace,
  StyledCardMedia,
  StyledCategory,
  StyledHighlights,
  StyledIndex,
  StyledRail,
  StyledShade,
  StyledStackRoot,
  StyledStage,
  StyledWorkHeading,
} from './stacked-cards.styles';

/** The art is the card's right 7/12 on a wide screen, the whole card above its text on a phone. */
const CARD_ART_SIZES = measureSizes(7 / 12);

/**
 * The three stacked portfolio cards. Wide screens: a pinned stage over the hero in which each card
 * rises and stops at the min offset, covering the one before (see `stackedCardOffsets`). Narrow
 * screens and reduced motion: a plain stack in the flow.
 */
export function StackedCards({ layout, feel }: { layout: StackLayout; feel: StackFeel }) {
  const scope = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  useStackTimeline(scope, stage, layout, feel);
  // Where the stack is not scroll-driven (phones, short screens) the cards simply rise into view.
  useReveal(scope, '[data-reveal-narrow]', wideMotionQuery);
  const home = useHomeContent();
  const total = home.cards.length;

  return (
    <StyledStackRoot ref={scope}>
      <StyledStage ref={stage} aria-labelledby="work-heading">
        <StyledRail
          data-stack-rail
          style={{
            '--card-start-offset': `${layout.startOffsets[0] ?? 0}px`,
            '--edge-room': `${feel.edgeStepPx * (total - 1)}px`,
          }}
        >
          <StyledWorkHeading id="work-heading">{home.work.heading}</StyledWorkHeading>
        </StyledRail>
        {home.cards.map((card, index) => (
          <StyledCard
            key={card.id}
            data-testid="stack-card"
            aria-labelledby={`card-${card.id}`}
            style={{
              '--card-start-offset': `${layout.startOffsets[index] ?? 0}px`,
              '--card-accent': card.accent,
            }}
          >
            <StyledEdge data-card-edge aria-hidden="true" />
            <StyledFace>
              <StyledCardBody data-reveal-narrow>
                <StyledIndex aria-hidden="true">
                  {String(index + 1).padStart(2, '0')} / {String(total).padStart(2, '0')}
                </StyledIndex>
                <StyledCategory>{card.category}</StyledCategory>
                <h3 id={`card-${card.id}`}>{card.title}</h3>
                <p>{card.summary}</p>
                <StyledHighlights aria-label="Highlights">
                  {card.highlights.map((highlight) => (
                    <li key={highlight}>{highlight}</li>
                  ))}
                </StyledHighlights>
              </StyledCardBody>
              <StyledCardMedia>
                <Picture image={card.image} sizes={CARD_ART_SIZES} />
              </StyledCardMedia>
              <StyledShade data-card-shade aria-hidden="true" />
            </StyledFace>
          </StyledCard>
        ))}
      </StyledStage>
    </StyledStackRoot>
  );
}
