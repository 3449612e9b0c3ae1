import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../../api/get-whitelabel';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRankList } from '../api/get-rank-list';
import { formatCurrency, formatMultiplier } from '../../../lib/money';
import { TrophyIcon } from './game-icons';
import styles from './home-sections.module.css';

/**
 * The winner board (spec section 3): player, game and prize of the biggest recent wins. With no
 * recent wins it shows `empty` (the home page: nothing at all).
 */
export function WinnersBoard({ empty = null }: { empty?: ReactNode }) {
  const { t } = useTranslation(['games', 'nav']);
  const ranks = useRankList();
  const symbol = useWhitelabel().data?.site.currencySymbol ?? '';
  if (ranks.isError) return null;
  if (ranks.data && ranks.data.length === 0) return empty;
  return (
    <section className={styles.section} aria-labelledby="winners-title">
      <h2 id="winners-title" className={styles.heading}>
        <TrophyIcon className={styles.trophy} />
        {t('games:winners.title')}
      </h2>
      {ranks.data ? (
        <table className={styles.winners}>
          <thead>
            <tr>
              <th scope="col">{t('games:winners.player')}</th>
              <th scope="col">{t('games:winners.game')}</th>
              <th scope="col" className={styles.prizeHead}>
                {t('games:winners.prize')}
              </th>
            </tr>
          </thead>
          <tbody>
            {ranks.data.map((entry, index) => (
              <tr key={`${entry.time}-${entry.nodeId}-${index}`}>
                <td className={styles.player}>
                  <span className={styles.rank} aria-hidden="true">
                    {index + 1}
                  </span>
                  {entry.player}
                </td>
                <td>
                  <span className={styles.game}>{entry.gameName}</span>
                  <span className={styles.category}>{t(`nav:category.${entry.gameType}`)}</span>
                </td>
                <td className={styles.prize}>
                  <span>{formatCurrency(entry.prize, symbol)}</span>
                  <span className={styles.multiplier}>{formatMultiplier(entry.multiplier)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <div className={styles.skeletons} aria-busy="true">
          {[0, 1, 2, 3, 4].map((key) => (
            <Skeleton key={key} height={36} radius={8} />
          ))}
        </div>
      )}
    </section>
  );
}
