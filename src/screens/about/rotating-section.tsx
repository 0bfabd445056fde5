import { useState, type CSSProperties, type ReactNode } from 'react';
import { useRotation, type Rotation } from '@/hooks/use-rotation';
import { useMotion } from '@/motion/motion-store';
import { RotationControl } from '@/ui/rotation-control/rotation-control';
import { Section, SectionHeader } from '@/ui/section/section';

/** Inline style that may set custom properties (`--highlight`). */
type StyleWithVars = CSSProperties & Partial<Record<`--${string}`, string>>;

interface RotatingSectionProps {
  headingId: string;
  heading: string;
  /** Completes the control's name: "Pause" + " the testimonials". */
  subject: string;
  count: number;
  intervalMs: number;
  hideDelayMs?: number;
  /** The header row's look (heading and control); the shared section header by default. */
  header?: typeof SectionHeader;
  roleDescription?: string;
  /** The section's inline style, which may follow the rotation (e.g. the active tab's colour). */
  style?: (rotation: Rotation) => StyleWithVars;
  /** The rotating part, drawn from the rotation's state. */
  children: (rotation: Rotation) => ReactNode;
}

/**
 * An About block that rotates on its own (tabs, testimonials): it rotates only while enough of it is
 * on screen, holds while focus is inside, and carries the visible pause control (WCAG 2.2.2).
 */
export function RotatingSection({
  headingId,
  heading,
  subject,
  count,
  intervalMs,
  hideDelayMs,
  header: Header = SectionHeader,
  roleDescription,
  style,
  children,
}: RotatingSectionProps) {
  const [section, setSection] = useState<HTMLElement | null>(null);
  const { about } = useMotion();
  const rotation = useRotation({
    count,
    intervalMs,
    hideDelayMs,
    element: section,
    visibleShare: about.rotateWhenVisibleShare,
  });

  return (
    <Section
      ref={setSection}
      aria-labelledby={headingId}
      aria-roledescription={roleDescription}
      style={style?.(rotation)}
      data-rotation={rotation.paused ? 'paused' : 'running'}
      {...rotation.focusProps}
    >
      <Header>
        <h2 id={headingId}>{heading}</h2>
        <RotationControl
          playing={rotation.playing}
          onToggle={rotation.togglePlaying}
          subject={subject}
        />
      </Header>
      {children(rotation)}
    </Section>
  );
}
