/**
 * The agent centre (spec sections 1, 2, 5 and 6; ARCHITECTURE section 13; decision 031). Every
 * call is the signed-in agent's (types 1, 2, 41, 42) and reaches only their own downline: a
 * member id outside it answers 404 (AGENCY_MEMBER_NOT_FOUND), whichever parameter carries it.
 *
 * Money in answers is in major units (numbers with at most 2 decimals), as elsewhere.
 * Profit and loss is the members' result: payouts + bonuses - bets (negative: the team lost).
 * Days are site days (yyyy-MM-dd, GMT+8); a week starts on Monday.
 */
export * from './agency/periods.js';
export * from './agency/team.js';
export * from './agency/reports.js';
export * from './agency/announcements.js';
