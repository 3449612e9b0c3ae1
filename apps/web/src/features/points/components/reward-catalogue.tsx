import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { POINT_REWARD_TYPES, type PointRewardType } from '@portal/shared/schemas/points/constants';
import type { PointReward } from '@portal/shared/schemas/points';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../session/hooks/use-session';
import { usePointRewards } from '../api/get-point-rewards';
import { RewardCard } from './reward-card';
import styles from './points.module.css';

const FILTERS = ['all', ...POINT_REWARD_TYPES] as const;

/** `?type=` as a reward type; anything else is every type. */
export function parseRewardType(value: string | null): PointRewardType | undefined {
  return (POINT_REWARD_TYPES as readonly string[]).includes(value ?? '')
    ? (value as PointRewardType)
    : undefined;
}

interface RewardCatalogueProps {
  /** The member's points; null for a visitor (or while they load). */
  balance: number | null;
  /** False while the operator has closed the mall. */
  enabled: boolean;
  onExchange: (reward: PointReward) => void;
}

/** The rewards, filtered by type (kept in `?type=`), each with what it takes to redeem it. */
export function RewardCatalogue({ balance, enabled, onExchange }: RewardCatalogueProps) {
  const { t, i18n } = useTranslation('points');
  const [search, setSearch] = useSearchParams();
  const token = useSession((state) => state.token);
  const type = parseRewardType(search.get('type'));
  const rewards = usePointRewards(i18n.language, type, token);

  const handleFilter = (filter: (typeof FILTERS)[number]) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (filter === 'all') next.delete('type');
        else next.set('type', filter);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  let body;
  if (rewards.isPending) {
    body = (
      <div className={styles.cards} aria-busy="true">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} height={320} radius={12} />
        ))}
      </div>
    );
  } else if (rewards.isError) {
    body = (
      <ErrorState
        title={t('catalogue.loadFailed')}
        error={rewards.error}
        onRetry={() => void rewards.refetch()}
        retrying={rewards.isFetching}
      />
    );
  } else if (rewards.data.list.length === 0) {
    body = (
      <EmptyState
        title={t(type ? 'catalogue.emptyType' : 'catalogue.empty')}
        description={t('catalogue.emptyText')}
      />
    );
  } else {
    body = (
      <ul className={styles.cards} role="list">
        {rewards.data.list.map((reward) => (
          <RewardCard
            key={reward.id}
            reward={reward}
            signedIn={token !== null}
            balance={balance}
            enabled={enabled}
            onExchange={() => onExchange(reward)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="points-catalogue-title">
      <h2 id="points-catalogue-title" className={styles.sectionTitle}>
        {t('catalogue.title')}
      </h2>
      <div className={styles.filters} role="group" aria-label={t('catalogue.filterLabel')}>
        {FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            className={styles.filter}
            aria-pressed={filter === (type ?? 'all')}
            onClick={() => handleFilter(filter)}
          >
            {t(`filter.${filter}`)}
          </button>
        ))}
      </div>
      {body}
    </section>
  );
}
