import { useEffect, useId, useRef, type RefObject } from 'react';
import type { RewardTicketKind, TicketPrize } from '@portal/shared/schemas/rewards';
import styles from './ticket-art.module.css';

/**
 * idle: a card's picture; waiting: the open call is on its way; reveal: the kind's animation to
 * the prize, calling onFinished at its end; opened: the last frame, still.
 */
export type ArtState = 'idle' | 'waiting' | 'reveal' | 'opened';

interface TicketArtProps {
  kind: RewardTicketKind;
  state?: ArtState;
  /** The wheel's segments: the ticket's prize table, one equal segment per prize. */
  prizes?: readonly TicketPrize[];
  /** The wheel stops on this prize. */
  prizeIndex?: number | null;
  onFinished?: () => void;
  size?: number;
}

/** The kind's picture, drawn in SVG (no images): a golden egg, a red envelope, a prize wheel. */
export function TicketArt({
  kind,
  state = 'idle',
  prizes = [],
  prizeIndex = null,
  onFinished,
  size = 72,
}: TicketArtProps) {
  const common = { state, onFinished, size };
  if (kind === 'golden_egg') return <GoldenEgg {...common} />;
  if (kind === 'red_envelope') return <RedEnvelope {...common} />;
  return <PrizeWheel {...common} prizes={prizes} prizeIndex={prizeIndex} />;
}

interface PartProps {
  state: ArtState;
  onFinished?: () => void;
  size: number;
}

/**
 * Calls onFinished when the element's own last animation or transition ends (not a child's).
 * Listened to natively: React names these events differently where browsers lack them.
 */
function useEndOf(
  ref: RefObject<SVGGElement | null>,
  type: 'animationend' | 'transitionend',
  onFinished?: () => void,
) {
  const latest = useRef(onFinished);
  useEffect(() => {
    latest.current = onFinished;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const handleEnd = (event: Event) => {
      if (event.target !== element) return;
      if (type === 'transitionend' && (event as TransitionEvent).propertyName !== 'transform')
        return;
      latest.current?.();
    };
    element.addEventListener(type, handleEnd);
    return () => element.removeEventListener(type, handleEnd);
  }, [ref, type]);
}

const EGG_PATH =
  'M60 10C92 10 104 58 104 84C104 112 85 130 60 130C35 130 16 112 16 84C16 58 28 10 60 10Z';
/** The crack the shell breaks along, left to right. */
const CRACK = '16,74 28,64 40,75 52,63 64,76 76,64 88,75 100,65 104,70';

function GoldenEgg({ state, onFinished, size }: PartProps) {
  const id = useId().replace(/[^\w-]/g, '');
  const top = useRef<SVGGElement>(null);
  useEndOf(top, 'animationend', onFinished);
  return (
    <svg
      className={styles.art}
      data-state={state}
      width={size}
      height={(size * 140) / 120}
      viewBox="0 0 120 140"
      aria-hidden="true"
    >
      <defs>
        <radialGradient id={`${id}-gold`} cx="38%" cy="32%" r="75%">
          <stop offset="0" stopColor="#fff4b8" />
          <stop offset="0.45" stopColor="#f7c531" />
          <stop offset="1" stopColor="#b7790a" />
        </radialGradient>
        <clipPath id={`${id}-top`}>
          <polygon points={`0,0 120,0 120,70 ${reversed(CRACK)} 0,74`} />
        </clipPath>
        <clipPath id={`${id}-bottom`}>
          <polygon points={`0,74 ${CRACK} 120,70 120,140 0,140`} />
        </clipPath>
      </defs>
      <ellipse cx="60" cy="132" rx="34" ry="5" className={styles.shadow} />
      <g className={styles.glow}>
        <circle cx="60" cy="70" r="26" fill="#fff2a8" opacity="0.85" />
        <path
          d="M60 50l5 13 14 1-11 9 4 14-12-8-12 8 4-14-11-9 14-1z"
          fill="#f59e0b"
          stroke="#fff"
          strokeWidth="1.5"
        />
      </g>
      <g className={styles.egg}>
        <g className={styles.eggBottom} clipPath={`url(#${id}-bottom)`}>
          <path d={EGG_PATH} fill={`url(#${id}-gold)`} />
        </g>
        <g ref={top} className={styles.eggTop} clipPath={`url(#${id}-top)`}>
          <path d={EGG_PATH} fill={`url(#${id}-gold)`} />
          <ellipse cx="44" cy="38" rx="8" ry="14" fill="#fff" opacity="0.45" />
        </g>
        {/* The shell whole, over its two halves until it breaks: no seam shows before. */}
        <g className={styles.eggWhole}>
          <path d={EGG_PATH} fill={`url(#${id}-gold)`} />
          <ellipse cx="44" cy="38" rx="8" ry="14" fill="#fff" opacity="0.45" />
        </g>
        <polyline className={styles.crack} points={CRACK} />
        <polyline className={styles.crack} points="52,63 49,50 56,40" />
        <polyline className={styles.crack} points="76,64 80,52 74,44" />
      </g>
    </svg>
  );
}

function reversed(points: string): string {
  return points.split(' ').reverse().join(' ');
}

function RedEnvelope({ state, onFinished, size }: PartProps) {
  const card = useRef<SVGGElement>(null);
  useEndOf(card, 'animationend', onFinished);
  return (
    <svg
      className={styles.art}
      data-state={state}
      width={size}
      height={(size * 140) / 120}
      viewBox="0 0 120 140"
      aria-hidden="true"
    >
      <ellipse cx="60" cy="132" rx="40" ry="5" className={styles.shadow} />
      <g className={styles.envelope}>
        <rect x="14" y="44" width="92" height="82" rx="8" fill="#b91c1c" />
        <path className={styles.flap} d="M14 52a8 8 0 0 1 8-8h76a8 8 0 0 1 8 8L60 88Z" />
        <g ref={card} className={styles.card}>
          <rect x="26" y="52" width="68" height="60" rx="5" fill="#fffbeb" stroke="#f59e0b" />
          <circle cx="60" cy="74" r="12" fill="#fbbf24" stroke="#b45309" strokeWidth="2" />
          <path d="M55 74h10M60 69v10" stroke="#b45309" strokeWidth="2.5" strokeLinecap="round" />
          <rect x="38" y="92" width="44" height="5" rx="2.5" fill="#fcd34d" />
        </g>
        <path d="M14 70l46 32 46-32v48a8 8 0 0 1-8 8H22a8 8 0 0 1-8-8Z" fill="#dc2626" />
        <g className={styles.seal}>
          <circle cx="60" cy="84" r="11" fill="#fbbf24" stroke="#92400e" strokeWidth="1.5" />
          <path d="M60 77l2 5h5l-4 3 2 5-5-3-5 3 2-5-4-3h5z" fill="#92400e" />
        </g>
      </g>
    </svg>
  );
}

const WHEEL_COLOURS = ['#ef4444', '#f59e0b', '#10b981', '#3b82f6', '#8b5cf6', '#ec4899'];
/** Whole turns before the wheel settles on its prize. */
const TURNS = 5;
/** Labels end this far from the centre, inside the pointer's tip (84) and the rim (98). */
const LABEL_OUTER = 78;
/** Room between LABEL_OUTER and the hub (16, and a little air); a longer line is narrowed. */
const LABEL_ROOM = 58;
/** Characters of a line that fit LABEL_ROOM at the label's size (11 units, bold). */
const LINE_FITS = 8;
/** The longest line shown whole: narrowed beyond LINE_FITS, cut beyond this. */
const LINE_CHARS = 15;

/**
 * A wheel label on one line, or two split at the space nearest the middle (at the middle for a
 * script without spaces) when it is longer than a line holds. A line still too long is cut.
 */
export function wheelLabelLines(label: string): string[] {
  const text = label.trim();
  if ([...text].length <= LINE_FITS) return [text];
  const middle = text.length / 2;
  let split = -1;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === ' ' && (split < 0 || Math.abs(i - middle) < Math.abs(split - middle)))
      split = i;
  }
  const chars = [...text];
  const lines =
    split > 0
      ? [text.slice(0, split), text.slice(split + 1)]
      : [
          chars.slice(0, Math.ceil(chars.length / 2)).join(''),
          chars.slice(Math.ceil(chars.length / 2)).join(''),
        ];
  return lines.map((line) => {
    const lineChars = [...line];
    return lineChars.length > LINE_CHARS ? `${lineChars.slice(0, LINE_CHARS - 1).join('')}…` : line;
  });
}

/** The point on a circle of radius r at `degrees` clockwise from the top. */
function polar(r: number, degrees: number): [number, number] {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [r * Math.cos(radians), r * Math.sin(radians)];
}

/** The rotation that brings the middle of segment `index` of `count` under the top pointer. */
export function wheelStop(index: number, count: number): number {
  const segment = 360 / count;
  return TURNS * 360 + (360 - (index + 0.5) * segment);
}

function PrizeWheel({
  state,
  onFinished,
  size,
  prizes,
  prizeIndex,
}: PartProps & { prizes: readonly TicketPrize[]; prizeIndex: number | null }) {
  const count = Math.max(prizes.length, 1);
  const segment = 360 / count;
  const turning = (state === 'reveal' || state === 'opened') && prizeIndex !== null;
  const rotation = turning ? wheelStop(prizeIndex, count) : 0;
  const wheel = useRef<SVGGElement>(null);
  useEndOf(wheel, 'transitionend', onFinished);
  return (
    <svg
      className={styles.art}
      data-state={state}
      width={size}
      height={size}
      viewBox="-110 -110 220 220"
      aria-hidden="true"
    >
      <circle r="106" fill="#7c2d12" />
      <g
        ref={wheel}
        className={styles.wheel}
        style={{ transform: `rotate(${rotation}deg)` }}
        data-rotation={rotation}
      >
        {Array.from({ length: count }, (_, i) => {
          const [x0, y0] = polar(98, i * segment);
          const [x1, y1] = polar(98, (i + 1) * segment);
          const large = segment > 180 ? 1 : 0;
          const d =
            count === 1
              ? 'M0 -98A98 98 0 1 1 0 98A98 98 0 1 1 0 -98Z'
              : `M0 0L${x0} ${y0}A98 98 0 ${large} 1 ${x1} ${y1}Z`;
          const colour = WHEEL_COLOURS[i % WHEEL_COLOURS.length];
          const middle = (i + 0.5) * segment;
          const lines = wheelLabelLines(prizes[i]?.label ?? '');
          // Along the segment's radius, ending short of the rim and the pointer's tip; on the
          // right half it reads outwards, on the left inwards, so no label is upside down.
          const right = middle < 180;
          return (
            <g key={i}>
              <path d={d} fill={colour} stroke="#fff7ed" strokeWidth="1.5" />
              {size >= 120 && (
                <text
                  className={styles.wheelLabel}
                  transform={`rotate(${middle}) translate(0 -${LABEL_OUTER}) rotate(${right ? -90 : 90})`}
                  textAnchor={right ? 'end' : 'start'}
                  dominantBaseline="middle"
                >
                  {lines.map((line, n) => (
                    <tspan
                      key={n}
                      x={0}
                      // Two lines sit either side of the segment's middle.
                      dy={lines.length === 1 ? 0 : n === 0 ? '-0.55em' : '1.1em'}
                      {...([...line].length > LINE_FITS
                        ? { textLength: LABEL_ROOM, lengthAdjust: 'spacingAndGlyphs' }
                        : {})}
                    >
                      {line}
                    </tspan>
                  ))}
                </text>
              )}
            </g>
          );
        })}
        <circle r="16" fill="#fbbf24" stroke="#92400e" strokeWidth="3" />
      </g>
      <path className={styles.pointer} d="M0 -84L-11 -110H11Z" />
    </svg>
  );
}
