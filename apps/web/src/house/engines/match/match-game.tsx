import { useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import type { matchConfigSchema } from '@portal/shared/schemas/house-games';
import { HouseButton } from '../../components/house-button';
import { useMatchPlay, type MatchPlayValue } from '../../api/match-play';
import { useHouse } from '../../components/house-context';
import { StakeField, useStake } from '../../components/stake-field';
import { formatCurrency, formatDecimal, formatMoney, minorOf, parseStake } from '../../lib/money';
import controls from '../../components/controls.module.css';
import styles from './match.module.css';

type MatchConfig = z.infer<typeof matchConfigSchema>;

/** What a stake returns at these odds, rounded down to the cent (odds have 2 decimals). */
export function possibleReturn(stake: number, odds: number): string {
  return formatMoney((minorOf(stake) * minorOf(odds)) / 100n);
}

/** A match settled at once: pick a side at its odds, stake, see the outcome. */
export function MatchGame({ config }: { config: MatchConfig }) {
  const { t } = useTranslation('house');
  const house = useHouse();
  const play = useMatchPlay();
  const [pick, setPick] = useState(config.sides[0]?.pick ?? '');
  const stakeInput = useStake(config.minStake, config.maxStake);
  const [shown, setShown] = useState<MatchPlayValue | null>(null);

  const disabled = play.isPending || house.sessionEnded;
  const sideName = (value: string) =>
    t(`match.sides.${value.toLowerCase()}`, { defaultValue: value });
  const odds = config.sides.find((side) => side.pick === pick)?.odds ?? 0;
  const stake = parseStake(stakeInput.text);

  function handleBet() {
    if (disabled) return;
    const checked = stakeInput.check();
    if (checked === null) return;
    setShown(null);
    play.mutate({ stake: checked, pick }, { onSuccess: setShown });
  }

  return (
    <div className={controls.panel}>
      <fieldset className={styles.sides} disabled={disabled}>
        <legend>{t('match.pick')}</legend>
        {config.sides.map((side) => {
          const outcome = shown?.outcome === side.pick;
          return (
            <button
              key={side.pick}
              type="button"
              aria-pressed={side.pick === pick}
              className={[
                styles.side,
                side.pick === pick ? styles.picked : '',
                outcome ? styles.outcome : '',
              ].join(' ')}
              onClick={() => setPick(side.pick)}
            >
              <span className={styles.sideName}>{sideName(side.pick)}</span>
              <span className={styles.odds}>{formatDecimal(side.odds)}</span>
            </button>
          );
        })}
      </fieldset>
      <div className={controls.row}>
        <StakeField {...stakeInput.field} disabled={disabled} currency={house.currency} />
        <p className={styles.return}>
          <span>{t('match.possibleReturn')}</span>
          <strong data-testid="possible-return">
            {house.currency} {stake === null ? '-' : possibleReturn(stake, odds)}
          </strong>
        </p>
      </div>
      <HouseButton
        size="lg"
        className={controls.play}
        busy={play.isPending}
        disabled={disabled}
        onClick={handleBet}
      >
        {t('match.bet', { side: sideName(pick) })}
      </HouseButton>
      <p className={controls.outcome} aria-live="polite">
        {shown && (
          <>
            <span className={styles.result}>
              {t('match.result', { side: sideName(shown.outcome) })}
            </span>{' '}
            {shown.payout > 0 ? (
              <span className={controls.won}>
                {t('win', { amount: formatCurrency(shown.payout, house.currency) })}
              </span>
            ) : (
              <span className={controls.lost}>
                {t('match.lost', { side: sideName(shown.pick) })}
              </span>
            )}
          </>
        )}
      </p>
    </div>
  );
}
