/**
 * Points and the points mall (/pointMall; spec sections 1, 2, 3, 4, 7 and 9;
 * docs/decisions/027-points.md). Points are whole numbers of the ledger currency PTS: they
 * accrue from settled bets at a rate per game category, never expire, are spent on rewards of
 * the catalogue, or are converted to cash in the main wallet at the operator's rate.
 *
 * Points travel as integers; money (a reward's cash, an amount requirement, a conversion's
 * cash) as decimals with at most 2 decimals, in the member's currency. Every member call is
 * under /wps/relay/; the two `passwordCheck/` calls carry the payment password and are sent
 * encrypted (like the withdrawal and the transfer to the upline, decision 011).
 */
export * from './points/constants.js';
export * from './points/member.js';
export * from './points/operator.js';
