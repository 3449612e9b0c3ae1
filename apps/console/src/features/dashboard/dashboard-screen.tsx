import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DashboardFigures } from '@portal/shared/schemas/operator-dashboard';
import { FilterText } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import { Card, ErrorState, Loading, Notice, PageHeader } from '../../components/ui/primitives';
import { currentLocale } from '../../lib/i18n';
import { formatAmount, formatCount } from '../../lib/format';
import { useDashboardFigures } from './api';
import { CategoryTable } from './category-table';
import { FIGURE_CARDS } from './figures';
import { QueuesCard } from './queues-card';
import { PRESETS, presetRange, rangeOf, siteToday } from './range';
import { SeriesCharts } from './series-charts';
import styles from './dashboard.module.css';

/** The console's landing screen (decision 042). */
export default function DashboardScreen() {
  const { t } = useTranslation('dashboard');
  const [params, setParams] = useSearchParams();
  const today = siteToday();
  const asked = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const range = rangeOf(asked, today);
  const todays = useDashboardFigures({ from: today, to: today });
  const ranged = useDashboardFigures(range);

  const setRange = (next: { from: string; to: string }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const key of ['from', 'to'] as const) {
          if (next[key]) updated.set(key, next[key]);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true },
    );

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
        <div className={styles.rangeBar}>
          <FilterText
            type="date"
            label={t('from')}
            value={range?.from ?? asked.from}
            onChange={(from) => setRange({ from, to: asked.to || range?.to || '' })}
          />
          <FilterText
            type="date"
            label={t('to')}
            value={range?.to ?? asked.to}
            onChange={(to) => setRange({ from: asked.from || range?.from || '', to })}
          />
          <div className={styles.presets} role="group" aria-label={t('preset.label')}>
            {PRESETS.map((preset) => {
              const value = presetRange(preset, today);
              const active = range?.from === value.from && range?.to === value.to;
              return (
                <Button
                  key={preset}
                  size="sm"
                  variant={active ? 'primary' : 'secondary'}
                  aria-pressed={active}
                  onClick={() => setRange(value)}
                >
                  {t(`preset.${preset}`)}
                </Button>
              );
            })}
          </div>
        </div>
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
