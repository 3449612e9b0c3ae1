import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordsPage } from '../../../components/records/records-page';
import { Pager } from '../../../components/ui/pager';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import type { CentrePageProps } from '../../../components/centre/centre-page';
import { useCurrencyLabel } from '../../../components/records/currency-label';
import { useTeamProfit } from '../api/get-team-profit';
import { useReportPeriod } from '../hooks/use-period';
import { Breadcrumbs } from './breadcrumbs';
import { PeriodPicker } from './period-picker';
import { ProfitTable, type FiguresView } from './profit-table';
import { ReportResults } from './range-note';
import records from '../../../components/records/records.module.css';
import styles from './agency.module.css';

const PAGE_SIZE = 20;

/**
 * The agent centre's user profit and loss (palStatementsAgentCopy): for a period, the level's
 * parent (the agent at first) with its own figures and its team's totals, then each of its direct
 * downlines; a downline with a team opens its level, breadcrumbs lead back up.
 */
export function TeamProfitPage(_props: CentrePageProps) {
  const { t } = useTranslation('agency');
  const currencyOf = useCurrencyLabel();
  const period = useReportPeriod();
  const [parentId, setParentId] = useState<number | null>(null);
  const [view, setView] = useState<FiguresView>('team');
  const viewId = useId();
  const compactPager = useMediaQuery(PHONE_QUERY);
  const profit = useTeamProfit(
    period.query && {
      ...period.query,
      ...(parentId === null ? {} : { parentId }),
      page: period.page,
      pageSize: PAGE_SIZE,
    },
  );
  const openLevel = (id: number | null) => {
    setParentId(id);
    period.setPage(1);
  };

  return (
    <RecordsPage
      title={t('profit.title')}
      filters={
        <div className={records.filters}>
          <PeriodPicker {...period.picker} />
          <div className={records.filter}>
            <span id={viewId} className={records.label}>
              {t('profit.view')}
            </span>
            <div className={records.presets} role="group" aria-labelledby={viewId}>
              {(['team', 'own'] as const).map((item) => (
                <button
                  key={item}
                  type="button"
                  className={records.preset}
                  aria-pressed={view === item}
                  onClick={() => setView(item)}
                >
                  {t(`profit.views.${item}`)}
                </button>
              ))}
            </div>
          </div>
        </div>
      }
      note={<p className={styles.rangeNote}>{t('profit.explain')}</p>}
      problem={period.problem}
      query={profit}
      loadFailed={t('profit.loadFailed')}
    >
      {(value) => {
        const currency = currencyOf(value.currency);
        return (
          <ReportResults value={value} fetching={profit.isFetching}>
            <Breadcrumbs trail={value.breadcrumbs} onSelect={openLevel} />
            <ProfitTable
              parent={value.parent}
              list={value.list}
              view={view}
              currency={currency}
              onOpen={(row) => openLevel(row.id)}
            />
            {value.list.length === 0 && <p className={styles.subtle}>{t('profit.noDownlines')}</p>}
            <Pager
              page={value.page}
              totalPages={value.totalPages}
              onPageChange={period.setPage}
              compact={compactPager}
              label={t('profit.pages')}
            />
          </ReportResults>
        );
      }}
    </RecordsPage>
  );
}
