import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import type { slotConfigSchema } from '@portal/shared/schemas/house-games';
import { HouseButton } from '../../components/house-button';
import { formatDecimal } from '../../lib/money';
import { HouseDialog } from '../../components/house-dialog';
import { SymbolGlyph, useSymbolName } from './symbol-glyph';
import styles from './slot.module.css';

type SlotConfig = z.infer<typeof slotConfigSchema>;

/** "n of a kind" pays from the most to the fewest, skipping counts that pay nothing. */
function paysOf(pays: readonly number[]): { count: number; pay: number }[] {
  return pays
    .map((pay, index) => ({ count: index + 1, pay }))
    .filter(({ pay }) => pay > 0)
    .reverse();
}

function PaylineDiagram({
  line,
  reels,
  rows,
}: {
  line: readonly number[];
  reels: number;
  rows: number;
}) {
  return (
    <svg viewBox={`0 0 ${reels} ${rows}`} className={styles.payline} aria-hidden="true">
      {Array.from({ length: rows * reels }, (_, index) => {
        const row = Math.floor(index / reels);
        const reel = index % reels;
        return (
          <rect
            key={index}
            x={reel + 0.08}
            y={row + 0.08}
            width="0.84"
            height="0.84"
            className={line[reel] === row ? styles.paylineOn : styles.paylineOff}
          />
        );
      })}
    </svg>
  );
}

/** The pays of every symbol, the paylines and the return to player. */
export function Paytable({ config }: { config: SlotConfig }) {
  const { t } = useTranslation('house');
  const symbolName = useSymbolName();
  return (
    <HouseDialog
      title={t('slot.paytable')}
      trigger={<HouseButton variant="secondary">{t('slot.paytable')}</HouseButton>}
    >
      <p>{t('slot.rtp', { rtp: formatDecimal(config.rtp * 100) })}</p>
      <p className={styles.note}>{t('slot.payRules')}</p>
      <ul className={styles.paytable} role="list">
        {config.paytable.map((entry) => (
          <li key={entry.symbol} className={styles.payEntry}>
            <SymbolGlyph symbol={entry.symbol} className={styles.payGlyph} />
            <div>
              <strong>{symbolName(entry.symbol)}</strong>
              <ul className={styles.pays} role="list">
                {paysOf(entry.pays).map(({ count, pay }) => (
                  <li key={count}>{t('slot.pay', { n: count, pay })}</li>
                ))}
              </ul>
              {entry.wild && <p className={styles.note}>{t('slot.wildRule')}</p>}
              {entry.scatter && <p className={styles.note}>{t('slot.scatterRule')}</p>}
            </div>
          </li>
        ))}
      </ul>
      <h3 className={styles.paylinesTitle}>{t('slot.paylines', { n: config.paylines.length })}</h3>
      <ol className={styles.paylines}>
        {config.paylines.map((line, index) => (
          <li key={index}>
            <span className={styles.paylineNumber}>{index + 1}</span>
            <PaylineDiagram line={line} reels={config.reels} rows={config.rows} />
          </li>
        ))}
      </ol>
    </HouseDialog>
  );
}
