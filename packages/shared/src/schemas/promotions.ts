/**
 * Promotions and bonuses (spec sections 1, 2, 3, 4, 5 and 9): what an operator publishes, what a
 * member sees on /promotions and /promoDetail with the state of their own participation, the
 * bonuses in their bonus wallet (member-centre page bonusDetails) and the operator calls.
 * Amounts travel as decimals with at most 2 decimals; percentages with at most 2 decimals.
 */
export * from './promotions/constants.js';
export * from './promotions/terms.js';
export * from './promotions/member.js';
export * from './promotions/bonuses.js';
export * from './promotions/operator.js';
export * from './promotions/console.js';
