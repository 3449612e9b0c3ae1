import type { ReactNode, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';

/** Bold lettering centred on the 64-unit tile; Arial unless a font is given. */
function Lettering(props: SVGProps<SVGTextElement>) {
  return (
    <text x="32" textAnchor="middle" fontWeight="900" fontFamily="Arial, sans-serif" {...props} />
  );
}

/** Drawings for the usual slot symbols (64x64 units); any other id gets a lettered tile. */
const DRAWINGS: Record<string, ReactNode> = {
  CHERRY: (
    <>
      <path
        d="M30 10 C28 22 22 30 20 38 M30 10 C34 22 40 30 44 40"
        stroke="#3f9b4b"
        strokeWidth="3"
        fill="none"
      />
      <path d="M30 10 C36 6 44 8 48 12 C42 14 36 13 30 10Z" fill="#4cbb5a" />
      <circle cx="20" cy="44" r="11" fill="#d62839" />
      <circle cx="44" cy="46" r="11" fill="#b71c2c" />
      <circle cx="16" cy="40" r="3" fill="#ff8a95" />
    </>
  ),
  LEMON: (
    <>
      <ellipse cx="32" cy="34" rx="22" ry="16" fill="#f6d32d" />
      <path d="M10 34 l-4 -2 M54 34 l4 2" stroke="#e0b400" strokeWidth="4" strokeLinecap="round" />
      <ellipse cx="25" cy="28" rx="7" ry="3" fill="#fff3a8" />
    </>
  ),
  ORANGE: (
    <>
      <circle cx="32" cy="36" r="20" fill="#f28c28" />
      <path d="M32 16 C36 8 44 8 48 10 C44 16 38 17 32 16Z" fill="#4cbb5a" />
      <circle cx="25" cy="29" r="4" fill="#ffc27a" />
    </>
  ),
  PLUM: (
    <>
      <ellipse cx="32" cy="36" rx="18" ry="20" fill="#7b3fa0" />
      <path d="M32 16 C32 22 30 28 32 36" stroke="#4b1f66" strokeWidth="2" fill="none" />
      <ellipse cx="25" cy="28" rx="4" ry="6" fill="#b27fd1" />
    </>
  ),
  GRAPE: (
    <>
      {[
        [24, 22],
        [36, 22],
        [18, 33],
        [30, 33],
        [42, 33],
        [24, 44],
        [36, 44],
        [30, 54],
      ].map(([cx, cy]) => (
        <circle
          key={`${cx}-${cy}`}
          cx={cx}
          cy={cy}
          r="7"
          fill="#6a3fb5"
          stroke="#3e1f78"
          strokeWidth="1.5"
        />
      ))}
      <path d="M30 15 C30 10 34 6 40 6" stroke="#3f9b4b" strokeWidth="3" fill="none" />
    </>
  ),
  MELON: (
    <>
      <path d="M8 26 A24 24 0 0 0 56 26 Z" fill="#2f9e44" />
      <path d="M12 26 A20 20 0 0 0 52 26 Z" fill="#f0506e" />
      {[20, 28, 36, 44].map((x) => (
        <ellipse key={x} cx={x} cy="33" rx="1.6" ry="3" fill="#1a1a1a" />
      ))}
    </>
  ),
  BELL: (
    <>
      <path
        d="M32 8 C20 8 16 20 16 32 C16 40 12 44 10 48 H54 C52 44 48 40 48 32 C48 20 44 8 32 8Z"
        fill="#f2c94c"
        stroke="#b8860b"
        strokeWidth="2"
      />
      <circle cx="32" cy="52" r="5" fill="#b8860b" />
      <path
        d="M24 20 C22 26 22 32 22 38"
        stroke="#fff3b0"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
  BAR: (
    <>
      <rect
        x="6"
        y="20"
        width="52"
        height="24"
        rx="5"
        fill="#1f2937"
        stroke="#d8ab4d"
        strokeWidth="3"
      />
      <Lettering y="39" fontSize="17" fill="#f3f4f8">
        BAR
      </Lettering>
    </>
  ),
  SEVEN: (
    <Lettering
      y="54"
      fontSize="54"
      fill="#e03131"
      stroke="#7a0f0f"
      strokeWidth="2"
      fontFamily="Georgia, serif"
    >
      7
    </Lettering>
  ),
  STAR: (
    <polygon
      points="32,5 39,24 59,24 43,36 49,56 32,44 15,56 21,36 5,24 25,24"
      fill="#ffd43b"
      stroke="#c99700"
      strokeWidth="2"
    />
  ),
  DIAMOND: (
    <>
      <polygon points="32,6 54,26 32,58 10,26" fill="#3bc9db" stroke="#0b7285" strokeWidth="2" />
      <polygon points="32,6 42,26 32,58 22,26" fill="#99e9f2" opacity="0.7" />
      <path d="M10 26 H54" stroke="#0b7285" strokeWidth="2" />
    </>
  ),
  CLOVER: (
    <>
      <circle cx="24" cy="24" r="10" fill="#2f9e44" />
      <circle cx="40" cy="24" r="10" fill="#2f9e44" />
      <circle cx="24" cy="40" r="10" fill="#37b24d" />
      <circle cx="40" cy="40" r="10" fill="#37b24d" />
      <path d="M34 42 C38 50 40 54 44 58" stroke="#2b8a3e" strokeWidth="3" fill="none" />
    </>
  ),
  CROWN: (
    <>
      <polygon
        points="8,46 12,18 24,32 32,12 40,32 52,18 56,46"
        fill="#fab005"
        stroke="#b8860b"
        strokeWidth="2"
      />
      <rect x="8" y="46" width="48" height="8" rx="2" fill="#e8590c" />
      <circle cx="32" cy="36" r="4" fill="#e03131" />
    </>
  ),
  HORSESHOE: (
    <path
      d="M16 10 V34 A16 16 0 0 0 48 34 V10"
      stroke="#adb5bd"
      strokeWidth="10"
      fill="none"
      strokeLinecap="round"
    />
  ),
  WILD: (
    <>
      <rect
        x="4"
        y="12"
        width="56"
        height="40"
        rx="8"
        fill="#d8ab4d"
        stroke="#7a4b00"
        strokeWidth="2"
      />
      <rect x="8" y="16" width="48" height="12" rx="5" fill="#f7e2a0" opacity="0.6" />
      <Lettering y="39" fontSize="17" fill="#2b1a00">
        WILD
      </Lettering>
    </>
  ),
  SCATTER: (
    <>
      <polygon
        points="32,2 38,20 56,12 46,28 62,36 44,40 50,58 32,46 14,58 20,40 2,36 18,28 8,12 26,20"
        fill="#be4bdb"
        stroke="#862e9c"
        strokeWidth="2"
      />
      <circle cx="32" cy="32" r="12" fill="#f3d9fa" />
      <Lettering y="38" fontSize="16" fill="#862e9c">
        S
      </Lettering>
    </>
  ),
};

/** Other spellings of the same symbols. */
const ALIASES: Record<string, string> = {
  CHERRIES: 'CHERRY',
  GRAPES: 'GRAPE',
  WATERMELON: 'MELON',
  '7': 'SEVEN',
  GEM: 'DIAMOND',
  BONUS: 'SCATTER',
};

const CARD_COLOURS = ['#e03131', '#1971c2', '#2f9e44', '#f08c00', '#9c36b5', '#0c8599'];

function letteredTile(symbol: string): ReactNode {
  const hash = [...symbol].reduce((total, char) => (total * 31 + char.charCodeAt(0)) >>> 0, 7);
  const colour = CARD_COLOURS[hash % CARD_COLOURS.length];
  const text = symbol.length <= 2 ? symbol : symbol.slice(0, 3);
  return (
    <>
      <rect x="8" y="8" width="48" height="48" rx="10" fill={colour} opacity="0.18" />
      <Lettering
        y="43"
        fontSize={text.length > 2 ? 20 : 30}
        fill={colour}
        fontFamily="Georgia, serif"
      >
        {text}
      </Lettering>
    </>
  );
}

export function symbolKey(symbol: string): string {
  const upper = symbol.toUpperCase();
  return ALIASES[upper] ?? upper;
}

/** The translated name of a symbol; an unknown id reads as itself in title case. */
export function useSymbolName(): (symbol: string) => string {
  const { t } = useTranslation('house');
  return (symbol) => {
    const fallback = symbol.charAt(0).toUpperCase() + symbol.slice(1).toLowerCase();
    return t(`slot.symbols.${symbolKey(symbol)}`, { defaultValue: fallback });
  };
}

export function SymbolGlyph({ symbol, className }: { symbol: string; className?: string }) {
  const name = useSymbolName()(symbol);
  return (
    <svg viewBox="0 0 64 64" role="img" aria-label={name} className={className}>
      {DRAWINGS[symbolKey(symbol)] ?? letteredTile(symbol)}
    </svg>
  );
}
