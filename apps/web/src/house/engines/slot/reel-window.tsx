import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { SymbolGlyph } from './symbol-glyph';
import { cellKey } from './slot-wins';
import styles from './slot.module.css';

interface ReelWindowProps {
  grid: readonly (readonly string[])[];
  reels: number;
  rows: number;
  spinning: boolean;
  /** Symbols the spinning reels blur through. */
  strip: readonly string[];
  highlighted: ReadonlySet<string>;
  /** Paylines to draw over the window (the winning ones). */
  lines: readonly (readonly number[])[];
}

/** The reels: a blurred strip while a spin runs, then the window of the answer. */
export function ReelWindow({
  grid,
  reels,
  rows,
  spinning,
  strip,
  highlighted,
  lines,
}: ReelWindowProps) {
  const { t } = useTranslation('house');
  const style = { '--reels': reels, '--rows': rows } as CSSProperties;
  return (
    <div
      className={styles.window}
      style={style}
      role="group"
      aria-label={t('slot.reels')}
      aria-busy={spinning || undefined}
    >
      {Array.from({ length: reels }, (_, reel) => (
        <div key={reel} className={styles.reel} data-reel={reel}>
          {spinning ? (
            <div
              className={styles.strip}
              style={{ animationDuration: `${320 + reel * 60}ms` } as CSSProperties}
              aria-hidden="true"
            >
              {[...strip, ...strip].map((symbol, index) => (
                <SymbolGlyph key={index} symbol={symbol} className={styles.glyph} />
              ))}
            </div>
          ) : (
            grid.map((row, rowIndex) => {
              const symbol = row[reel] ?? '';
              const won = highlighted.has(cellKey(rowIndex, reel));
              return (
                <div
                  key={rowIndex}
                  className={[styles.cell, won ? styles.won : ''].join(' ')}
                  style={{ animationDelay: `${reel * 70}ms` }}
                  data-won={won || undefined}
                >
                  <SymbolGlyph symbol={symbol} className={styles.glyph} />
                </div>
              );
            })
          )}
        </div>
      ))}
      {!spinning && lines.length > 0 && (
        <svg
          className={styles.lines}
          viewBox={`0 0 ${reels} ${rows}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {lines.map((line, index) => (
            <polyline
              key={index}
              points={line.map((row, reel) => `${reel + 0.5},${row + 0.5}`).join(' ')}
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
      )}
    </div>
  );
}
