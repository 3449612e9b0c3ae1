import { useTranslation } from 'react-i18next';
import type { DashboardFigures } from '@portal/shared/schemas/operator-dashboard';
import { RangeBar, useSiteDayRange } from '../../components/range/range-bar';
import { Card, ErrorState, Loading, Notice, PageHeader } from '../../components/ui/primitives';
import { currentLocale } from '../../lib/i18n';
import { formatAmount, formatCount } from '../../lib/format';
import { useDashboardFigures } from './api';
import { CategoryTable } from './category-table';
import { FIGURE_CARDS } from './figures';
import { QueuesCard } from './queues-card';
import { SeriesCharts } from './series-charts';
import styles from './dashboard.module.css';

/** The console's landing screen (decision 042). */
export default function DashboardScreen() {
  const { t } = useTranslation('dashboard');
  const rangeState = useSiteDayRange();
  const { today, range } = rangeState;
  const todays = useDashboardFigures({ from: today, to: today });
  const ranged = useDashboardFigures(range);

  return (
    <div className={styles.screen}>
      <PageHeader title={t('title')} description={t('description')} />

      <Card
        title={t('today')}
        actions={<span className={styles.muted}>{t('todayHint', { day: today })}</span>}
      >
        <FigureCards query={todays} />
      </Card>

      <QueuesCard />

      <Card
        title={t('range')}
        actions={
          range ? (
            <span className={styles.muted}>
              {t('rangeHint', { from: range.from, to: range.to })}
            </span>
          ) : null
        }
      >
        <RangeBar
          state={rangeState}
          labels={{
            from: t('from'),
            to: t('to'),
            presets: t('preset.label'),
            preset: (preset) => t(`preset.${preset}`),
          }}
        />
        {range ? (
          <>
            <FigureCards query={ranged} />
            <h3 className={styles.subTitle}>{t('categories.title')}</h3>
            {ranged.data ? <CategoryTable categories={ranged.data.categories} /> : null}
          </>
        ) : (
          <Notice>{t('rangeInvalid')}</Notice>
        )}
      </Card>

      <SeriesCharts />
    </div>
  );
}

function FigureCards({ query }: { query: ReturnType<typeof useDashboardFigures> }) {
  const { t } = useTranslation('dashboard');
  if (query.isPending) return <Loading />;
  if (query.isError && !query.data) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const figures: DashboardFigures = query.data!.figures;
  const locale = currentLocale();
  return (
    <div className={styles.cards} data-busy={query.isFetching || undefined}>
      {FIGURE_CARDS.map((spec) => {
        const value = figures[spec.key];
        return (
          <div key={spec.key} className={styles.figure}>
            <span className={styles.figureName}>{t(`figure.${spec.key}`)}</span>
            <span
              className={styles.figureValue}
              data-negative={(spec.signed && value < 0) || undefined}
            >
              {spec.money ? formatAmount(value, locale) : formatCount(value, locale)}
            </span>
            {spec.count ? (
              <span className={styles.figureHint}>
                {t(`count.${spec.count.label}`, { count: figures[spec.count.key] })}
              </span>
            ) : spec.hint ? (
              <span className={styles.figureHint}>
                {t(`figureHint.${spec.key as 'netCash' | 'ggr' | 'bonusCost' | 'activeMembers'}`)}
              </span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
