import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import type { CentrePageProps } from '../../../components/centre/centre-page';
import { useReferral } from '../api/get-referral';
import { useReferralFriends } from '../api/get-referral-friends';
import { referralLink } from '../referral-format';
import { ReferralFriends } from './referral-friends';
import { ReferralRules } from './referral-rules';
import { ReferralShare } from './referral-share';
import { ReferralTotals } from './referral-totals';
import styles from './referral.module.css';

/**
 * The member centre's referral page (invite_friends): the member's code, link and QR code to
 * share, the programme's rules, the totals of their friends, and the friends, masked, with how
 * far each has come (registered, first deposit, qualified), a page at a time.
 */
export function ReferralPage(_props: CentrePageProps) {
  const { t } = useTranslation('referral');
  const headingId = useId();
  const summary = useReferral();

  let body;
  if (summary.isPending) {
    body = <Spinner />;
  } else if (summary.isError) {
    body = (
      <ErrorState
        title={t('loadFailed')}
        error={summary.error}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  } else {
    const value = summary.data;
    body = (
      <>
        <ReferralShare code={value.code} link={referralLink(value.code)} />
        <ReferralRules rules={value.rules} />
        <ReferralTotals totals={value.totals} />
        <FriendsSection />
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('title')}
      </h3>
      {body}
    </section>
  );
}

function FriendsSection() {
  const { t } = useTranslation('referral');
  const headingId = useId();
  const compactPager = useMediaQuery(PHONE_QUERY);
  const [page, setPage] = useState(1);
  const friends = useReferralFriends(page);
  const value = friends.data;
  const totalPages = value ? Math.max(1, Math.ceil(value.total / value.pageSize)) : 1;

  useEffect(() => {
    if (page > totalPages) setPage(totalPages);
  }, [page, totalPages]);

  let body;
  if (friends.isPending) {
    body = <Spinner />;
  } else if (friends.isError) {
    body = (
      <ErrorState
        title={t('friends.loadFailed')}
        error={friends.error}
        onRetry={() => void friends.refetch()}
        retrying={friends.isFetching}
      />
    );
  } else if (friends.data.list.length === 0) {
    body = <EmptyState title={t('friends.empty')} description={t('friends.emptyText')} />;
  } else {
    body = (
      <>
        <ReferralFriends list={friends.data.list} busy={friends.isFetching} />
        <Pager
          page={friends.data.page}
          totalPages={totalPages}
          onPageChange={setPage}
          compact={compactPager}
          label={t('friends.pages')}
        />
      </>
    );
  }
  return (
    <section className={styles.friends} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.subheading}>
        {t('friends.heading')}
      </h4>
      {body}
    </section>
  );
}
