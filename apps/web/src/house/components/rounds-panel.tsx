import { useTranslation } from 'react-i18next';
import { formatDateTime, formatTime, siteDay } from '@portal/shared/date-time';
import type { HouseRound } from '@portal/shared/schemas/house-games';
import { useRounds } from '../api/get-rounds';
import { formatAmount, formatMultiplier } from '../lib/money';
import { useHouse } from './house-context';
import styles from './house.module.css';

/** Today's rounds by their time of day, older ones with their date (the site's formats, GMT+8). */
function roundTime(iso: string, language: string): string {
  return siteDay(iso) === siteDay(new Date())
    ? formatTime(iso, language)
    : formatDateTime(iso, language);
}

/** The outcome in the player's language; the server's own words when it sent no detail. */
function useOutcomeText(round: HouseRound): string {
  const { t } = useTranslation('house');
  const detail = round.detail;
  if (!detail) return round.summary;
  switch (detail.engine) {
    case 'slot':
      return detail.symbol
        ? t('rounds.outcome.slot', {
            count: detail.count,
            symbol: t(`slot.symbols.${detail.symbol}`, { defaultValue: detail.symbol }),
          })
        : t('rounds.outcome.none');
    case 'roulette':
      return t('rounds.outcome.roulette', {
        number: detail.number,
        colour: t(`roulette.colour.${detail.colour}`),
      });
    case 'crash':
      return t('rounds.outcome.crash', { multiplier: formatMultiplier(detail.crashPoint) });
    case 'match': {
      const side = (value: string) =>
        t(`match.sides.${value.toLowerCase()}`, { defaultValue: value });
      return t('rounds.outcome.match', { pick: side(detail.pick), outcome: side(detail.outcome) });
    }
  }
}

function RoundRow({ round, language }: { round: HouseRound; language: string }) {
  const { t } = useTranslation('house');
  const won = round.state === 'settled' && round.payout > round.stake;
  const outcome = useOutcomeText(round);
  return (
    <tr>
      <td>
        <time dateTime={round.time}>{roundTime(round.time, language)}</time>
      </td>
      <td className={styles.number}>{formatAmount(round.stake)}</td>
      <td className={[styles.number, won ? styles.win : ''].join(' ')}>
        {round.state === 'settled' ? formatAmount(round.payout) : '-'}
      </td>
      <td>
        {outcome}
        {round.state !== 'settled' && (
          <span className={styles.tag}> {t(`rounds.state.${round.state}`)}</span>
        )}
      </td>
    </tr>
  );
}

/** The player's last rounds of this game (the server sends the last 10), fetched again after every play. */
export function RoundsPanel() {
  const { t, i18n } = useTranslation('house');
  const { token } = useHouse();
  const rounds = useRounds(token);
  return (
    <section className={styles.rounds} aria-labelledby="house-rounds-title">
      <h2 id="house-rounds-title" className={styles.panelTitle}>
        {t('rounds.title')}
      </h2>
      {rounds.isPending ? (
        <p className={styles.muted}>{t('loading')}</p>
      ) : rounds.isError ? (
        <p className={styles.muted}>
          {t('rounds.failed')}{' '}
          <button type="button" className={styles.linkButton} onClick={() => void rounds.refetch()}>
            {t('retry')}
          </button>
        </p>
      ) : rounds.data.length === 0 ? (
        <p className={styles.muted}>{t('rounds.empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('rounds.time')}</th>
                <th scope="col">{t('rounds.stake')}</th>
                <th scope="col">{t('rounds.payout')}</th>
                <th scope="col">{t('rounds.result')}</th>
              </tr>
            </thead>
            <tbody>
              {rounds.data.map((round) => (
                <RoundRow key={round.roundId} round={round} language={i18n.language} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
