import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { about } from '@/content/about';
import { cssMotion } from '@/motion/css-motion';
import { media } from '@/styles/theme';
import { measureSizes, Picture } from '@/ui/picture/picture';
import { SocialLinkItems } from '@/ui/social-icon/social-link-items';
import { Section } from '@/ui/section/section';

const copy = about.team;

/** Cards a wide row holds at most. */
const MAX_PER_ROW = 4;

/**
 * How many cards each wide row takes (the rows wrap, the last one centred): up to four in one row, then
 * even rows of three or four where the count allows (6 → 3 + 3, 9 → 3 + 3 + 3), else the widest rows that
 * leave no card alone on the last (5 → 3 + 2, 7 → 4 + 3, 10 → 4 + 4 + 2).
 */
export function cardsPerRow(count: number): number {
  if (count <= MAX_PER_ROW) return Math.max(1, count);
  const widths = [MAX_PER_ROW, 3, 2];
  return (
    widths.find((width) => width >= 3 && count % width === 0) ??
    widths.find((width) => count % width !== 1) ??
    MAX_PER_ROW
  );
}

/** "Meet The Team": a card per member, each with a tooltip shown on hover and on keyboard focus. */
export function Team() {
  return (
    <Section aria-labelledby="team-heading">
      <h2 id="team-heading">{copy.heading}</h2>
      <StyledGrid style={{ '--per-row': cardsPerRow(copy.members.length) }}>
        {copy.members.map((member, index) => (
          <MemberCard key={member.name} member={member} id={`team-member-${index + 1}`} />
        ))}
      </StyledGrid>
    </Section>
  );
}

function MemberCard({ member, id }: { member: (typeof copy.members)[number]; id: string }) {
  // Escape dismisses the tooltip, wherever focus is, without moving focus or the pointer (WCAG 1.4.13).
  const [dismissed, setDismissed] = useState(false);
  const [card, setCard] = useState<HTMLElement | null>(null);
  const tooltipId = `${id}-tooltip`;

  useEffect(() => {
    if (!card) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const shown = card.matches(':hover') || card.contains(document.activeElement);
      if (event.key === 'Escape' && shown) setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [card]);

  return (
    <StyledCard
      ref={setCard}
      aria-labelledby={`${id}-name`}
      aria-describedby={tooltipId}
      data-testid="team-member"
      $dismissed={dismissed}
      onPointerLeave={() => setDismissed(false)}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node) || !card?.contains(event.relatedTarget)) {
          setDismissed(false);
        }
      }}
    >
      <StyledPhoto>
        <Picture image={member.photo} sizes={measureSizes(0.25)} />
        <StyledTooltip role="tooltip" id={tooltipId}>
          {member.tooltip}
        </StyledTooltip>
      </StyledPhoto>
      <h3 id={`${id}-name`}>{member.name}</h3>
      <StyledRole>{member.role}</StyledRole>
      <StyledLinks>
        <SocialLinkItems owner={member.name} links={member.links} />
      </StyledLinks>
    </StyledCard>
  );
}

/**
 * Wide screens: each card a quarter of the row (four members fill it), rows of \`--per-row\` cards centred,
 * so that a fifth member makes rows of three and two rather than a card alone.
 */
const StyledGrid = styled.div`
  --gap: ${({ theme }) => theme.space(6)};
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  gap: var(--gap);

  ${media.wide} {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    /* As wide as --per-row quarter-width cards and the gaps between them. */
    max-width: calc(
      (100% - 3 * var(--gap)) / ${MAX_PER_ROW} * var(--per-row) + (var(--per-row) - 1) * var(--gap)
    );
    margin-inline: auto;

    > * {
      flex: 0 0 calc((100% - (var(--per-row) - 1) * var(--gap)) / var(--per-row));
    }
  }
`;

const StyledTooltip = styled.p`
  position: absolute;
  inset: auto ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.color.hairline};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: rgba(11, 11, 16, 0.92);
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.small};
  opacity: 0;
  visibility: hidden;
  transform: translateY(8px);
  transition:
    opacity ${cssMotion('hoverMs', 'ms')} ease,
    transform ${cssMotion('hoverMs', 'ms')} ${cssMotion('cssEase.entrance')},
    visibility 0s linear ${cssMotion('hoverMs', 'ms')};
`;

const StyledCard = styled.article<{ $dismissed: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};

  /* Hover on the card or keyboard focus on one of its links shows the tooltip; Escape hides it. */
  &:hover ${StyledTooltip}, &:has(:focus-visible) ${StyledTooltip} {
    opacity: ${({ $dismissed }) => ($dismissed ? 0 : 1)};
    visibility: ${({ $dismissed }) => ($dismissed ? 'hidden' : 'visible')};
    transform: none;
    transition-delay: 0s;
  }

  /* Touch screens have no hover: the blurb is simply shown. */
  @media (hover: none) {
    ${StyledTooltip} {
      position: static;
      opacity: 1;
      visibility: visible;
      transform: none;
      margin: ${({ theme }) => theme.space(3)};
    }
  }

  h3 {
    margin-top: ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSize.h3};
  }
`;

const StyledPhoto = styled.div`
  position: relative;
  border-radius: ${({ theme }) => theme.radius.large};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};

  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const StyledRole = styled.p`
  color: ${({ theme }) => theme.color.warm};
  font-weight: 600;
`;

const StyledLinks = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  list-style: none;

  a {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border: 1px solid ${({ theme }) => theme.color.hairline};
    border-radius: 50%;
    color: ${({ theme }) => theme.color.text};
    transition: border-color ${cssMotion('hoverMs', 'ms')} ease;
  }

  a:hover {
    border-color: ${({ theme }) => theme.color.accent};
  }
`;
