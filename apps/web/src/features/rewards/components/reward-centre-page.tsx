import { Suspense, useEffect, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  REWARD_TICKET_STATUSES,
  type RewardTicket,
  type RewardTicketStatus,
} from '@portal/shared/schemas/rewards';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { lazyComponent } from '../../../lib/lazy-component';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import type { CentrePageProps } from '../../../components/centre/centre-page';
import { useRewardTickets } from '../api/get-reward-tickets';
import { rewardsKeys } from '../api/rewards-keys';
import { useSession } from '../../session/hooks/use-session';
import { TicketCard } from './ticket-card';
import styles from './rewards.module.css';

const OpenTicketDialog = lazyComponent(() =>
  import('./open-ticket-dialog').then((m) => m.OpenTicketDialog),
);
const VerifyDialog = lazyComponent(() => import('./verify-dialog').then((m) => m.VerifyDialog));

/**
 * The member centre's rewardCenter page (in_reward_center): the member's golden eggs, red
 * envelopes and prize wheels by status, a page at a time. An unopened ticket opens in a dialog
 * with its animation; an opened one shows its prize and can be verified again.
 */
export function RewardCentrePage(_props: CentrePageProps) {
  const { t, i18n } = useTranslation('rewards');
  const headingId = useId();
  const compactPager = useMediaQuery(PHONE_QUERY);
  const [status, setStatus] = useState<RewardTicketStatus>('unopened');
  const [page, setPage] = useState(1);
  const [opening, setOpening] = useState<RewardTicket | null>(null);
  const [verifying, setVerifying] = useState<RewardTicket | null>(null);
  const tickets = useRewardTickets(status, page, i18n.language);
  const value = tickets.data;
  const totalPages = value ? Math.max(1, Math.ceil(value.total / value.pageSize)) : 1;

  // Every list carries the unopened count: the menu's badge follows what the page shows.
  const queryClient = useQueryClient();
  const token = useSession((state) => state.token);
  const unopened = value?.unopened;
  useEffect(() => {
    if (unopened !== undefined) queryClient.setQueryData(rewardsKeys.count(token), unopened);
  }, [queryClient, token, unopened]);

  // Opening the last ticket of the last page shows the page before it.
  useEffect(() => {
    if (page > totalPages) setPage(totalPages);
  }, [page, totalPages]);

  const handleFilter = (next: RewardTicketStatus) => {
    setStatus(next);
    setPage(1);
  };

  let body;
  if (tickets.isPending) {
    body = <Spinner />;
  } else if (tickets.isError) {
    body = (
      <ErrorState
        title={t('loadFailed')}
        error={tickets.error}
        onRetry={() => void tickets.refetch()}
        retrying={tickets.isFetching}
      />
    );
  } else if (tickets.data.list.length === 0) {
    body = <EmptyState title={t(`empty.${status}`)} description={t('emptyText')} />;
  } else {
    body = (
      <>
        <ul className={styles.tickets} aria-busy={tickets.isFetching || undefined}>
          {tickets.data.list.map((ticket) => (
            <TicketCard
              key={ticket.id}
              ticket={ticket}
              onOpen={setOpening}
              onVerify={setVerifying}
            />
          ))}
        </ul>
        <Pager
          page={tickets.data.page}
          totalPages={totalPages}
          onPageChange={setPage}
          compact={compactPager}
          label={t('pages')}
        />
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('title')}
      </h3>
      <p className={styles.intro}>{t('intro')}</p>
      <div className={styles.filters} role="group" aria-label={t('filterLabel')}>
        {REWARD_TICKET_STATUSES.map((filter) => (
          <button
            key={filter}
            type="button"
            className={styles.filter}
            aria-pressed={filter === status}
            onClick={() => handleFilter(filter)}
          >
            {t(`filter.${filter}`)}
            {filter === 'unopened' && value && value.unopened > 0 && (
              <span className={styles.filterCount}>{value.unopened}</span>
            )}
          </button>
        ))}
      </div>
      {body}
      <Suspense fallback={null}>
        {opening && <OpenTicketDialog ticket={opening} onClose={() => setOpening(null)} />}
        {verifying && <VerifyDialog ticket={verifying} onClose={() => setVerifying(null)} />}
      </Suspense>
    </section>
  );
}
