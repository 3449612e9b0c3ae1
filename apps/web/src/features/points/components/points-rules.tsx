import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PointConfig } from '@portal/shared/schemas/points';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { lazyComponent } from '../../../lib/lazy-component';
import { formatPoints, smallestConversion, useMoney } from '../points-format';
import styles from './points.module.css';

// The sanitiser (and the rich text's styles) load only when the operator's text carries markup:
// the page's first load does without them.
const RichContent = lazyComponent(() =>
  import('../../../components/ui/rich-content').then((m) => m.RichContent),
);

/** Text that carries markup goes through the sanitiser; plain text keeps its line breaks. */
const HTML = /<\/?[a-z][\s\S]*?>/i;

/** How points are earned per game category, how they convert, that they never expire, and the operator's text. */
export function PointsRules({ config }: { config: UseQueryResult<PointConfig> }) {
  const { t, i18n } = useTranslation(['points', 'pages']);
  const money = useMoney();
  const points = (value: number) => formatPoints(value, i18n.language);

  let body;
  if (config.isPending) body = <Skeleton height={160} radius={12} />;
  else if (config.isError) {
    body = (
      <ErrorState
        title={t('rules.loadFailed')}
        error={config.error}
        onRetry={() => void config.refetch()}
        retrying={config.isFetching}
        compact
      />
    );
  } else {
    const { rates, conversion, rules } = config.data;
    const earning = rates.filter((rate) => rate.points > 0);
    body = (
      <div className={styles.rules}>
        <div className={styles.ruleBlock}>
          <h3 className={styles.ruleTitle}>{t('rules.earning')}</h3>
          {earning.length === 0 ? (
            <p className={styles.muted}>{t('rules.noEarning')}</p>
          ) : (
            <ul className={styles.rates} data-testid="points-rates">
              {earning.map((rate) => (
                <li key={rate.category}>
                  <span>{t(`lobby.title.${rate.category}`, { ns: 'pages' })}</span>
                  <strong>
                    {t('rules.rate', {
                      points: points(rate.points),
                      amount: money(rate.perAmount),
                    })}
                  </strong>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={styles.ruleBlock}>
          <h3 className={styles.ruleTitle}>{t('rules.conversion')}</h3>
          <ul className={styles.ruleList}>
            <li data-testid="points-conversion-rule">
              {t('rules.conversionRate', {
                points: points(conversion.points),
                amount: money(conversion.amount),
              })}
            </li>
            <li>
              {conversion.step > 1
                ? t('rules.conversionLimits', {
                    min: points(smallestConversion(conversion)),
                    step: points(conversion.step),
                  })
                : t('rules.conversionMin', { min: points(smallestConversion(conversion)) })}
            </li>
            <li>{t('rules.neverExpire')}</li>
          </ul>
        </div>
        {rules.trim() && (
          <div className={[styles.ruleBlock, styles.ruleText].join(' ')}>
            <h3 className={styles.ruleTitle}>{t('rules.terms')}</h3>
            {HTML.test(rules) ? (
              <Suspense fallback={null}>
                <RichContent html={rules} />
              </Suspense>
            ) : (
              <p className={styles.plainRules}>{rules}</p>
            )}
          </div>
        )}
      </div>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="points-rules-title">
      <h2 id="points-rules-title" className={styles.sectionTitle}>
        {t('rules.title')}
      </h2>
      {body}
    </section>
  );
}
