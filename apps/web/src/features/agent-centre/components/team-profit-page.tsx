import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_MAX_DAYS } from '@portal/shared/schemas/agency';
import { RecordsPage } from '../../../components/records/records-page';
import { Pager } from '../../../components/ui/pager';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import type { CentrePageProps } from '../../member-centre/pages';
import { useCurrencyLabel } from '../../account-records/records-format';
import { useTeamProfit } from '../api/get-team-profit';
import { usePeriod } from '../hooks/use-period';
import { Breadcrumbs } from './breadcrumbs';
import { PeriodPicker } from './period-picker';
import { ProfitTable, type FiguresView } from './profit-table';
import { RangeNote } from './range-note';
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
  const period = usePeriod();
  const [parentId, setParentId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [view, setView] = useState<FiguresView>('team');
  const viewId = useId();
  const compactPager = useMediaQuery(PHONE_QUERY);
  const profit = useTeamProfit(
    period.query && {
      ...period.query,
      ...(parentId === null ? {} : { parentId }),
      page,
      pageSize: PAGE_SIZE,
    },
  );
  const openLevel = (id: number | null) => {
    setParentId(id);
    setPage(1);
  };

  return (
    <RecordsPage
      title={t('profit.title')}
      filters={
        <div className={records.filters}>
          <PeriodPicker
            choice={period.choice}
            onChoice={(next) => {
              period.change(next);
              setPage(1);
            }}
            today={period.today}
          />
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
      problem={
        period.problem ? t(`period.problems.${period.problem}`, { days: REPORT_MAX_DAYS }) : null
      }
      query={profit}
      loadFailed={t('profit.loadFailed')}
    >
      {(value) => {
        const currency = currencyOf(value.currency);
        return (
          <div className={styles.results} aria-busy={profit.isFetching}>
            <RangeNote from={value.from} to={value.to} />
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
              onPageChange={setPage}
              compact={compactPager}
              label={t('profit.pages')}
            />
          </div>
        );
      }}
    </RecordsPage>
  );
}
