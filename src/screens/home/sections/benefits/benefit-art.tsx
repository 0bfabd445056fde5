import type { Benefit } from '@/content/home';

/** Original line illustrations for the three benefits. Decorative: the text carries the meaning. */
export function BenefitArt({ id }: { id: Benefit['id'] }) {
  return (
    <svg viewBox="0 0 320 240" width="320" height="240" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`benefit-${id}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5B8CFF" />
          <stop offset="1" stopColor="#FFB547" />
        </linearGradient>
      </defs>
      <rect x="1" y="1" width="318" height="238" rx="28" fill="#15151D" stroke="#26262F" />
      {id === 'impressions' && (
        <g>
          <rect
            x="48"
            y="44"
            width="224"
            height="152"
            rx="14"
            fill="none"
            stroke="#A3A1AC"
            strokeWidth="2"
          />
          <line x1="48" y1="72" x2="272" y2="72" stroke="#A3A1AC" strokeWidth="2" />
          <circle cx="64" cy="58" r="4" fill="#FF6B5B" />
          <circle cx="78" cy="58" r="4" fill="#FFB547" />
          <circle cx="92" cy="58" r="4" fill="#2ED8A7" />
          <ellipse
            cx="160"
            cy="134"
            rx="64"
            ry="36"
            fill="none"
            stroke={`url(#benefit-${id})`}
            strokeWidth="4"
          />
          <circle cx="160" cy="134" r="20" fill={`url(#benefit-${id})`} />
          <circle cx="166" cy="128" r="5" fill="#F3F1EA" />
          <path d="M240 96 l6 14 14 6 -14 6 -6 14 -6 -14 -14 -6 14 -6z" fill="#FFB547" />
        </g>
      )}
      {id === 'credibility' && (
        <g>
          <path
            d="M160 40 L232 66 V120 C232 162 202 190 160 204 C118 190 88 162 88 120 V66 Z"
            fill="none"
            stroke={`url(#benefit-${id})`}
            strokeWidth="4"
            strokeLinejoin="round"
          />
          <path
            d="M128 122 L152 146 L196 100"
            fill="none"
            stroke="#2ED8A7"
            strokeWidth="8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          {[52, 268].map((x) => (
            <path
              key={x}
              d={`M${x} 170 l5 11 12 2 -9 8 2 12 -10 -6 -10 6 2 -12 -9 -8 12 -2z`}
              fill="#FFB547"
            />
          ))}
        </g>
      )}
      {id === 'conversions' && (
        <g>
          {[0, 1, 2, 3].map((i) => (
            <rect
              key={i}
              x={68 + i * 48}
              y={168 - i * 30}
              width="32"
              height={36 + i * 30}
              rx="8"
              fill={`url(#benefit-${id})`}
              opacity={0.45 + i * 0.18}
            />
          ))}
          <path
            d="M60 150 C 120 140, 180 100, 250 52"
            fill="none"
            stroke="#F3F1EA"
            strokeWidth="4"
            strokeLinecap="round"
          />
          <path d="M250 52 l-22 2 10 8 2 12z" fill="#F3F1EA" />
          <line x1="52" y1="204" x2="268" y2="204" stroke="#A3A1AC" strokeWidth="2" />
        </g>
      )}
    </svg>
  );
}
