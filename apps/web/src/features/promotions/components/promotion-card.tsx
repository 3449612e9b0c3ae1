import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PromotionSummary } from '@portal/shared/schemas/promotions';
import { hrefs } from '../../../config/paths';
import { PromotionAction } from './promotion-action';
import {
  PromotionBadge,
  PromotionImage,
  PromotionSchedule,
  PromotionState,
} from './promotion-meta';
import styles from './promotion-pages.module.css';

/** One promotion of the list: picture, badge, title, summary, schedule, state and action. */
export function PromotionCard({
  promotion,
  priority = false,
}: {
  promotion: PromotionSummary;
  /** The first card: its picture is the page's largest paint and is not lazy. */
  priority?: boolean;
}) {
  const { t } = useTranslation('promotions');
  const titleId = useId();
  const href = hrefs.promoDetail(promotion.id);
  return (
    <li className={styles.card} data-testid="promotion-card" aria-labelledby={titleId}>
      <Link to={href} className={styles.cardMedia} tabIndex={-1} aria-hidden="true">
        <PromotionImage promotion={promotion} priority={priority} />
      </Link>
      <div className={styles.cardBody}>
        <div className={styles.labels}>
          <PromotionBadge badge={promotion.badge} />
          <PromotionState state={promotion.state} />
        </div>
        <h2 id={titleId} className={styles.cardTitle}>
          <Link to={href}>{promotion.title}</Link>
        </h2>
        {promotion.summary && <p className={styles.summary}>{promotion.summary}</p>}
        <PromotionSchedule promotion={promotion} />
        <div className={styles.cardFooter}>
          <PromotionAction promotion={promotion} describedBy={titleId} />
          <Link className={styles.more} to={href} aria-describedby={titleId}>
            {t('details')}
          </Link>
        </div>
      </div>
    </li>
  );
}
