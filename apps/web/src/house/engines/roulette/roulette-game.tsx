import { useState, type CSSProperties } from 'react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import type { rouletteConfigSchema } from '@portal/shared/schemas/house-games';
import { HouseButton } from '../../components/house-button';
import type { RouletteSettleValue } from '../../api/roulette-round';
import { useHouse } from '../../components/house-context';
import { formatCurrency } from '../../lib/money';
import { colourOf } from './board-layout';
import { RouletteTable } from './roulette-table';
import { useRouletteRound, type RoulettePhase } from './use-roulette-round';
import styles from './roulette.module.css';

type RouletteConfig = z.infer<typeof rouletteConfigSchema>;

function Countdown({
  phase,
  remainingMs,
  totalSeconds,
}: {
  phase: RoulettePhase;
  remainingMs: number;
  totalSeconds: number;
}) {
  const { t } = useTranslation('house');
  const seconds = Math.ceil(remainingMs / 1000);
  const share = totalSeconds > 0 ? Math.min(1, remainingMs / (totalSeconds * 1000)) : 0;
  const status =
    phase === 'betting'
      ? t('roulette.betsOpen')
      : phase === 'opening'
        ? t('roulette.opening')
        : phase === 'settling'
          ? t('roulette.betsClosed')
          : phase === 'result'
            ? t('roulette.nextSoon')
            : t('roulette.stopped');
  return (
    <div className={styles.countdown}>
      <p className={styles.status} aria-live="polite">
        {status}
      </p>
      {phase === 'betting' && (
        <p
          className={styles.seconds}
          role="timer"
          aria-label={t('roulette.secondsLeft', { n: seconds })}
        >
          {seconds}
        </p>
      )}
      <div className={styles.progress} aria-hidden="true">
        <span style={{ '--share': phase === 'betting' ? share : 0 } as CSSProperties} />
      </div>
    </div>
  );
}

function Result({ result }: { result: RouletteSettleValue }) {
  const { t } = useTranslation('house');
  const { currency } = useHouse();
  return (
    <div className={styles.result} aria-live="polite">
      <span className={[styles.ball, styles[result.colour]].join(' ')}>{result.number}</span>
      <div>
        <p className={styles.resultLine}>
          {t('roulette.spot.straight', {
            number: result.number,
            colour: t(`roulette.colour.${result.colour}`),
          })}
        </p>
        {result.payout > 0 ? (
          <p className={styles.resultWin}>
            {t('win', { amount: formatCurrency(result.payout, currency) })}
          </p>
        ) : result.stake > 0 ? (
          <p className={styles.resultLoss}>{t('noWin')}</p>
        ) : null}
      </div>
    </div>
  );
}

/** European roulette dealt live: a betting countdown, then the number, then the next round. */
export function RouletteGame({ config }: { config: RouletteConfig }) {
  const { t } = useTranslation('house');
  const round = useRouletteRound();
  const [chip, setChip] = useState(config.chips[0] ?? config.minBet);
  const winning = round.phase === 'result' && round.result ? round.result.number : null;
  return (
    <div className={styles.roulette}>
      <div className={styles.head}>
        <Countdown
          phase={round.phase}
          remainingMs={round.remainingMs}
          totalSeconds={config.bettingSeconds}
        />
        {round.phase === 'result' && round.result && <Result result={round.result} />}
        {round.phase === 'stopped' && (
          <HouseButton variant="secondary" onClick={round.nextRound}>
            {t('roulette.nextRound')}
          </HouseButton>
        )}
      </div>
      <RouletteTable
        key={round.roundId ?? 'none'}
        config={config}
        roundId={round.roundId}
        open={round.phase === 'betting'}
        winning={winning}
        chip={chip}
        onChip={setChip}
        onClosed={round.close}
      />
      <section className={styles.history} aria-label={t('roulette.lastResults')}>
        <h2 className={styles.historyTitle}>{t('roulette.lastResults')}</h2>
        {round.history.length === 0 ? (
          <p className={styles.historyEmpty}>{t('roulette.noResults')}</p>
        ) : (
          <ol className={styles.historyList}>
            {round.history.map((number, index) => (
              <li key={index} className={[styles.historyItem, styles[colourOf(number)]].join(' ')}>
                {number}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
