import { formatAmount, signedAmount } from '../../../lib/money';
import styles from './bets.module.css';

/** "+12.00", "−3.50", or "0.00" without a direction. */
export const signedOrZero = (amount: number): string =>
  amount === 0 ? formatAmount(0) : signedAmount(amount);

/** Wins in the success colour, losses in the danger colour, nothing for zero. */
export const winLossClass = (amount: number): string | undefined =>
  amount > 0 ? styles.win : amount < 0 ? styles.loss : undefined;
