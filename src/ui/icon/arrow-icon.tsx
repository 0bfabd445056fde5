const paths = {
  right: 'M4 12h15m-6-6 6 6-6 6',
  left: 'M20 12H5m6-6-6 6 6 6',
  /** Leaves the site: a new tab. */
  out: 'M7 17 17 7M8 7h9v9',
} as const;

interface ArrowIconProps {
  direction: keyof typeof paths;
  size?: number;
}

/** The site's one arrow, decorative beside a text that already names the action. */
export function ArrowIcon({ direction, size = 18 }: ArrowIconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="none" aria-hidden="true">
      <path d={paths[direction]} stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}
