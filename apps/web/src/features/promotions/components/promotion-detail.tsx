import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { RichContent } from '../../../components/ui/rich-content';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../session/hooks/use-session';
import { PROMOTION_REF, usePromotion } from '../api/get-promotion';
import { CheckInPanel } from './check-in-panel';
import { PromotionAction } from './promotion-action';
import {
  PromotionBadge,
  PromotionImage,
  PromotionSchedule,
  PromotionState,
} from './promotion-meta';
import { PromotionParticipation } from './promotion-participation';
import { PromotionEligibility, PromotionTerms } from './promotion-terms';
import styles from './promotion-pages.module.css';

/**
 * /promoDetail?id=: one promotion (by id, or by code as banners link to it) with the list's
 * header data, its terms and eligibility in words, the member's participation, the operator's
 * content and the same action as on the list.
 */
export function PromotionDetail() {
  const { t, i18n } = useTranslation('promotions');
  const [search] = useSearchParams();
  const ref = (search.get('id') ?? '').trim();
  const token = useSession((state) => state.token);
  const promotion = usePromotion(ref, i18n.language, token);
  const titleId = useId();
  const back = (
    <Link className={styles.back} to={paths.promotions}>
      {t('back')}
    </Link>
  );

  const missing =
    !PROMOTION_REF.test(ref) ||
    (promotion.error instanceof ApiError && promotion.error.errorCode === 'PROMOTION_NOT_FOUND');
  if (missing) return <EmptyState title={t('notFound')} action={back} />;
  if (promotion.isPending) {
    return (
      <div className={styles.detail} aria-busy="true">
        <Skeleton aspectRatio="16 / 5" radius={12} />
        <Skeleton height={200} radius={12} />
      </div>
    );
  }
  if (promotion.isError) {
    return (
      <ErrorState
        title={t('loadOneError')}
        error={promotion.error}
        onRetry={() => void promotion.refetch()}
        retrying={promotion.isFetching}
      />
    );
  }

  const data = promotion.data;
  return (
    <article className={styles.detail} aria-labelledby={titleId}>
      {back}
      <header className={styles.detailHeader}>
        <PromotionImage promotion={data} className={styles.detailMedia} />
        <div className={styles.detailIntro}>
          <div className={styles.labels}>
            <PromotionBadge badge={data.badge} />
            <PromotionState state={data.state} />
          </div>
          <h1 id={titleId} className={styles.detailTitle}>
            {data.title}
          </h1>
          {data.summary && <p className={styles.summary}>{data.summary}</p>}
          <PromotionSchedule promotion={data} />
          {/* A check-in's button is in its panel, beside the days. */}
          {data.action !== 'check_in' && (
            <PromotionAction promotion={data} describedBy={titleId} size="lg" />
          )}
        </div>
      </header>

      {data.kind === 'signed' && (
        <section className={styles.panel} aria-labelledby={`${titleId}-check-in`}>
          <h2 id={`${titleId}-check-in`} className={styles.panelTitle}>
            {t('checkIn.heading')}
          </h2>
          <CheckInPanel promotion={data} />
        </section>
      )}

      <div className={styles.detailGrid}>
        <section className={styles.panel} aria-labelledby={`${titleId}-terms`}>
          <h2 id={`${titleId}-terms`} className={styles.panelTitle}>
            {t('terms.heading')}
          </h2>
          <PromotionTerms promotion={data} />
        </section>
        <section className={styles.panel} aria-labelledby={`${titleId}-eligibility`}>
          <h2 id={`${titleId}-eligibility`} className={styles.panelTitle}>
            {t('eligibility.heading')}
          </h2>
          <PromotionEligibility promotion={data} />
        </section>
        {data.participation && (
          <section className={styles.panel} aria-labelledby={`${titleId}-participation`}>
            <h2 id={`${titleId}-participation`} className={styles.panelTitle}>
              {t('participation.heading')}
            </h2>
            <PromotionParticipation promotion={data} />
          </section>
        )}
      </div>

      {data.content && (
        <section className={styles.panel} aria-labelledby={`${titleId}-content`}>
          <h2 id={`${titleId}-content`} className={styles.panelTitle}>
            {t('contentHeading')}
          </h2>
          <RichContent html={data.content} />
        </section>
      )}
    </article>
  );
}
