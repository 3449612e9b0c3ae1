import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatChip, sumAmounts } from '../../lib/money';
import { colourOf, SPOTS, spotWins, type Spot } from './board-layout';
import styles from './roulette.module.css';

interface BettingBoardProps {
  /** Chips confirmed by the server, by spot key. */
  placed: ReadonlyMap<string, number>;
  /** Chips on the board not yet sent. */
  pending: ReadonlyMap<string, number>;
  locked: boolean;
  /** The number that came up, to light the winning spots. */
  winning: number | null;
  onSpot: (spot: Spot) => void;
}

function placement(spot: Spot): CSSProperties {
  const [col, row, colSpan, rowSpan] = spot.across;
  const [downCol, downRow, downColSpan, downRowSpan] = spot.down;
  return {
    '--col': col,
    '--row': row,
    '--col-span': colSpan,
    '--row-span': rowSpan,
    '--down-col': downCol,
    '--down-row': downRow,
    '--down-col-span': downColSpan,
    '--down-row-span': downRowSpan,
  } as CSSProperties;
}

function useSpotText() {
  const { t } = useTranslation('house');
  return (spot: Spot): { text: string; label: string } => {
    switch (spot.kind) {
      case 'straight': {
        const colour = t(`roulette.colour.${colourOf(spot.value!)}`);
        return {
          text: String(spot.value),
          label: t('roulette.spot.straight', { number: spot.value, colour }),
        };
      }
      case 'dozen':
        return {
          text: t(`roulette.spot.dozenShort${spot.value}`),
          label: t(`roulette.spot.dozen${spot.value}`),
        };
      case 'column':
        return { text: '2:1', label: t('roulette.spot.column', { number: spot.value }) };
      default:
        return { text: t(`roulette.spot.${spot.kind}`), label: t(`roulette.spot.${spot.kind}`) };
    }
  };
}

/** The table: every number and outside bet is a button that puts the chosen chip on it. */
export function BettingBoard({ placed, pending, locked, winning, onSpot }: BettingBoardProps) {
  const { t } = useTranslation('house');
  const spotText = useSpotText();
  return (
    <div className={styles.boardWrap}>
      <div className={styles.board} role="group" aria-label={t('roulette.board')}>
        {SPOTS.map((spot) => {
          const { text, label } = spotText(spot);
          const confirmed = placed.get(spot.key) ?? 0;
          const waiting = pending.get(spot.key) ?? 0;
          const colour = spot.kind === 'straight' ? colourOf(spot.value!) : null;
          const won = winning !== null && spotWins(spot, winning);
          const chips = [
            confirmed > 0 ? t('roulette.chipsPlaced', { amount: formatAmount(confirmed) }) : '',
            waiting > 0 ? t('roulette.chipsPending', { amount: formatAmount(waiting) }) : '',
          ].filter(Boolean);
          return (
            <button
              key={spot.key}
              type="button"
              className={[
                styles.spot,
                colour ? styles[colour] : styles.outside,
                spot.kind === 'red' || spot.kind === 'black' ? styles[`${spot.kind}Swatch`] : '',
                won ? styles.winning : '',
              ].join(' ')}
              style={placement(spot)}
              disabled={locked}
              aria-label={[label, ...chips].join(', ')}
              onClick={() => onSpot(spot)}
            >
              <span aria-hidden="true">{text}</span>
              {confirmed + waiting > 0 && (
                <span
                  className={[styles.chip, waiting > 0 ? styles.chipPending : ''].join(' ')}
                  aria-hidden="true"
                >
                  {formatChip(sumAmounts([confirmed, waiting]))}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
