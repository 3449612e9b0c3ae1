import { useId } from 'react';
import { BRAND_NAME } from '../../../config/site';

/** The Aurum88 wordmark: a crown over a bar, the name, and a gold 88. */
export function BrandLogo({ height = 36 }: { height?: number }) {
  const gradient = useId();
  return (
    <svg
      viewBox="0 0 188 40"
      height={height}
      width={(height * 188) / 40}
      role="img"
      aria-label={BRAND_NAME}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--color-accent)' }} />
          <stop offset="1" style={{ stopColor: 'var(--color-primary)' }} />
        </linearGradient>
      </defs>
      <path
        d="M3 29 6.5 10l8 8.5L20 5l5.5 13.5 8-8.5L37 29Z"
        fill={`url(#${gradient})`}
        stroke="var(--color-primary)"
        strokeWidth="1"
        strokeLinejoin="round"
      />
      <rect x="3" y="31.5" width="34" height="4" rx="2" fill={`url(#${gradient})`} />
      <circle cx="20" cy="20.5" r="2.6" fill="var(--color-bg)" />
      {/* textLength keeps the wordmark the same width whatever font the system provides. */}
      <text
        x="45"
        y="29"
        fill="currentColor"
        textLength="98"
        lengthAdjust="spacingAndGlyphs"
        style={{ font: '800 24px var(--font-sans)', letterSpacing: '2px' }}
      >
        AURUM
      </text>
      <text
        x="150"
        y="29"
        fill={`url(#${gradient})`}
        textLength="34"
        lengthAdjust="spacingAndGlyphs"
        style={{ font: 'italic 800 24px var(--font-sans)' }}
      >
        88
      </text>
    </svg>
  );
}
