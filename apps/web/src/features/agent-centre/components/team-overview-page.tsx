import { useTranslation } from 'react-i18next';
import type { TeamOverviewValue } from '@portal/shared/schemas/agency';
import { RecordsPage } from '../../../components/records/records-page';
import { formatCurrency } from '../../../lib/money';
import { useCurrencyLabel } from '../../../components/records/currency-label';
import type { CentrePageProps } from '../../../components/centre/centre-page';
import { signedOrZero, tone } from '../agency-format';
import { useTeamOverview } from '../api/get-team-overview';
import { useReportPeriod } from '../hooks/use-period';
import { PeriodPicker } from './period-picker';
import { ReportResults } from './range-note';
import { TeamChart } from './team-chart';
import records from '../../../components/records/records.module.css';
import styles from './agency.module.css';

/**
 * The agent centre's first page (agentTeamOverview): how big the team is and what it did in a
 * period, as cards, and day by day as a chart.
 */
export function TeamOverviewPage(_props: CentrePageProps) {
  const { t } = useTranslation('agency');
  const period = useReportPeriod();
  const overview = useTeamOverview(period.query);

  return (
    <RecordsPage
      title={t('overview.title')}
      filters={
        <div className={records.filters}>
          <PeriodPicker {...period.picker} />
        </div>
      }
      problem={period.problem}
      query={overview}
      loadFailed={t('overview.loadFailed')}
    >
      {(value) => (
        <ReportResults value={value} fetching={overview.isFetching}>
          <OverviewCards value={value} />
          <TeamChart days={value.days} />
        </ReportResults>
      )}
    </RecordsPage>
  );
}

interface Card {
  key: string;
  value: string;
  /** A second line: a count or the other half of a figure. */
  detail?: string;
  tone?: 'up' | 'down' | undefined;
}

function OverviewCards({ value }: { value: TeamOverviewValue }) {
  const { t } = useTranslation('agency');
  const currency = useCurrencyLabel()(value.currency);
  const money = (amount: number) => formatCurrency(amount, currency);
  const { teamSize, figures } = value;
  // The team's result first: it is what an agent looks at before anything else.
  const cards: Card[] = [
    {
      key: 'profitLoss',
      value: `${currency} ${signedOrZero(figures.profitLoss)}`,
      detail: t('overview.profitLossHint'),
      tone: tone(figures.profitLoss),
    },
    {
      key: 'teamSize',
      value: String(teamSize.all),
      detail: t('overview.directCount', { count: teamSize.direct }),
    },
    { key: 'registrations', value: String(figures.registrations) },
    { key: 'firstDepositors', value: String(figures.firstDepositors) },
    { key: 'activeMembers', value: String(figures.activeMembers) },
    {
      key: 'deposits',
      value: money(figures.deposits),
      detail: t('overview.depositCount', { count: figures.depositCount }),
    },
    { key: 'withdrawals', value: money(figures.withdrawals) },
    {
      key: 'validBets',
      value: money(figures.validBets),
      detail: t('overview.betCount', { count: figures.betCount }),
    },
    { key: 'payouts', value: money(figures.payouts) },
    { key: 'bonuses', value: money(figures.bonuses) },
  ];
  return (
    <dl className={styles.cards}>
      {cards.map((card) => (
        <div
          key={card.key}
          className={card.key === 'profitLoss' ? `${styles.card} ${styles.cardWide}` : styles.card}
        >
          <dt>{t(`overview.cards.${card.key}`)}</dt>
          <dd
            className={styles.cardValue}
            data-tone={card.tone}
            data-testid={`overview-${card.key}`}
          >
            {card.value}
          </dd>
          {card.detail && <dd className={styles.cardDetail}>{card.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}
