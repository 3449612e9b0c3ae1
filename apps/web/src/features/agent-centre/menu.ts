import type { CentreEntry } from '../../components/centre/centre-menu';

/** The whitelabel module of the whole agent centre. */
export const AGENT_CENTRE_MODULE = 'AGENTCENTER';
export const AGENT_DEFAULT_PAGE = 'agentTeamOverview';

/**
 * The agent-centre menu of spec section 2, in its order. Team betting opens the page key
 * personalHistoryCopy like the member's betting record; its module id is agentPersonalHistoryCopy
 * because module ids are unique in the whitelabel tree.
 */
export const agentCentreMenu: readonly CentreEntry[] = [
  { label: 'agent.menu.announcement', page: 'agentAnnouncement', module: 'agentAnnouncement' },
  { label: 'agent.menu.teamOverview', page: 'agentTeamOverview', module: 'agentTeamOverview' },
  { label: 'agent.menu.registerAccount', page: 'registerCenter', module: 'registerCenter' },
  {
    label: 'agent.menu.teamManagement',
    page: 'downlineManagmentView',
    module: 'downlineManagmentView',
  },
  {
    label: 'agent.menu.teamBetting',
    page: 'personalHistoryCopy',
    module: 'agentPersonalHistoryCopy',
  },
  {
    label: 'agent.menu.userProfitLoss',
    page: 'palStatementsAgentCopy',
    module: 'palStatementsAgentCopy',
  },
  { label: 'agent.menu.myIncome', page: 'agentRevenueReport', module: 'agentRevenueReport' },
  {
    label: 'agent.menu.transactionDetails',
    page: 'agentDownlineTransactionDetailsCopy',
    module: 'agentDownlineTransactionDetailsCopy',
  },
  {
    label: 'agent.menu.dividend',
    page: 'agentDividendRecordCopy2',
    module: 'agentDividendRecordCopy2',
    feature: 'contract',
    badge: 'dividendRequest',
    badgeDot: true,
  },
  {
    label: 'agent.menu.dailySalary',
    page: 'agentDailyWages2',
    module: 'agentDailyWages2',
    feature: 'salary',
    badge: 'salaryRequest',
    badgeDot: true,
  },
  {
    label: 'agent.menu.hourlySalary',
    page: 'agentHourSalary',
    module: 'agentHourSalary',
    feature: 'hourlySalary',
    badge: 'hourlyRequest',
    badgeDot: true,
  },
  {
    label: 'agent.menu.realtimeSalary',
    page: 'agentRealtimeSalary',
    module: 'agentRealtimeSalary',
    feature: 'realtimeSalary',
    badge: 'realtimeRequest',
    badgeDot: true,
  },
];
