import { useTranslation } from 'react-i18next';
import type { PromotionSummary } from '@portal/shared/schemas/promotions';
import { formatDate } from '../promotions';
import styles from './promotion-pages.module.css';

/** The badge of a promotion (hot, new, VIP, limited), if it has one. */
export function PromotionBadge({ badge }: { badge: PromotionSummary['badge'] }) {
  const { t } = useTranslation('promotions');
  if (!badge) return null;
  return (
    <span className={styles.badge} data-badge={badge}>
      {t(`badge.${badge}`)}
    </span>
  );
}

/** The member's state of the promotion (spec section 4), as a label. */
export function PromotionState({ state }: { state: PromotionSummary['state'] }) {
  const { t } = useTranslation('promotions');
  return (
    <span className={styles.state} data-state={state} data-testid="promotion-state">
      {t(`state.${state}`)}
    </span>
  );
}

/** Coming soon with its start, or ongoing with its end (or without one). */
export function PromotionSchedule({ promotion }: { promotion: PromotionSummary }) {
  const { t, i18n } = useTranslation('promotions');
  const locale = document.documentElement.lang || i18n.language;
  const { phase, startsAt, endsAt } = promotion;
  let text: string;
  if (phase === 'coming_soon')
    text = t('schedule.startsOn', { date: formatDate(startsAt, locale) });
  else if (endsAt) text = t('schedule.endsOn', { date: formatDate(endsAt, locale) });
  else text = t('schedule.noEnd');
  return (
    <p className={styles.schedule} data-phase={phase}>
      <span className={styles.phase}>{t(`phase.${phase}`)}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={phase === 'coming_soon' ? startsAt : (endsAt ?? undefined)}>{text}</time>
    </p>
  );
}

/** The promotion's picture, or a drawn stand-in of the same size when it has none. */
export function PromotionImage({
  promotion,
  className,
  priority = false,
}: {
  promotion: PromotionSummary;
  className?: string;
  /** The first picture on screen (the page's largest paint): fetched at once, ahead of others. */
  priority?: boolean;
}) {
  const classes = [styles.media, className].filter(Boolean).join(' ');
  if (!promotion.imageUrl) {
    return (
      <div className={classes} data-kind={promotion.kind} aria-hidden="true">
        <span className={styles.mediaGlyph}>{GLYPHS[promotion.kind]}</span>
      </div>
    );
  }
  return (
    <div className={classes}>
      {/* Decorative: the title beside it says what it shows. */}
      <img
        src={promotion.imageUrl}
        alt=""
        width={1600}
        height={500}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </div>
  );
}

const GLYPHS: Record<PromotionSummary['kind'], string> = {
  deposit_match: '%',
  cashback: '↺',
  application: '✉',
  raffle: '★',
  signed: '✓',
};
