import type { CentrePage } from '../../components/centre/centre-page';
import { lazyComponent } from '../../lib/lazy-component';

/**
 * The agent-centre pages this site has built, by page key; each is its own chunk. A page appears
 * in the menu by adding one line. Team betting has the key personalHistoryCopy like the member's
 * betting record: this map is the agent centre's own.
 */
export const agentCentrePages: Readonly<Record<string, CentrePage>> = {
  agentAnnouncement: lazyComponent(() =>
    import('./components/announcements-page').then((m) => m.AnnouncementsPage),
  ),
  agentTeamOverview: lazyComponent(() =>
    import('./components/team-overview-page').then((m) => m.TeamOverviewPage),
  ),
  registerCenter: lazyComponent(() =>
    import('./components/register-page').then((m) => m.RegisterPage),
  ),
  downlineManagmentView: lazyComponent(() =>
    import('./components/downlines-page').then((m) => m.DownlinesPage),
  ),
  personalHistoryCopy: lazyComponent(() =>
    import('./components/team-bets-page').then((m) => m.TeamBetsPage),
  ),
  palStatementsAgentCopy: lazyComponent(() =>
    import('./components/team-profit-page').then((m) => m.TeamProfitPage),
  ),
  agentRevenueReport: lazyComponent(() =>
    import('./components/income-page').then((m) => m.IncomePage),
  ),
  agentDownlineTransactionDetailsCopy: lazyComponent(() =>
    import('./components/team-transactions-page').then((m) => m.TeamTransactionsPage),
  ),
  agentDividendRecordCopy2: lazyComponent(() =>
    import('./components/contract-pages').then((m) => m.DividendContractPage),
  ),
  agentDailyWages2: lazyComponent(() =>
    import('./components/contract-pages').then((m) => m.DailySalaryPage),
  ),
  agentHourSalary: lazyComponent(() =>
    import('./components/contract-pages').then((m) => m.HourlySalaryPage),
  ),
  agentRealtimeSalary: lazyComponent(() =>
    import('./components/contract-pages').then((m) => m.RealtimeSalaryPage),
  ),
};

export const builtAgentPages: ReadonlySet<string> = new Set(Object.keys(agentCentrePages));
