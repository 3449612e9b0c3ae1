import { useTranslation } from 'react-i18next';
import type { RewardTicket } from '@portal/shared/schemas/rewards';
import { ticketMoney, wonPrize } from '../rewards-format';
import { VerifyPanel } from './verify-panel';
import styles from './rewards.module.css';

/** What an opened ticket gave, what that became, and the proof that the draw was fair. */
export function PrizeResult({ ticket }: { ticket: RewardTicket }) {
  const { t } = useTranslation('rewards');
  const prize = wonPrize(ticket);
  if (!prize) return null;
  const nothing = prize.type === 'nothing';
  let detail: string | null = null;
  if (prize.type === 'bonus' && prize.amount !== null) {
    const multiple = prize.turnoverMultiple ?? 0;
    detail =
      multiple > 0
        ? t('bonusDetail', {
            amount: ticketMoney(ticket, prize.amount),
            multiple,
            turnover: ticketMoney(ticket, prize.amount * multiple),
          })
        : t('bonusNoTurnover', { amount: ticketMoney(ticket, prize.amount) });
  } else if (prize.type === 'points' && prize.points !== null) {
    detail = t('pointsDetail', { points: prize.points });
  } else if (prize.type === 'ticket' && prize.ticketKind) {
    detail = t('ticketDetail', { kind: t(`kind.${prize.ticketKind}`) });
  }
  const reference =
    !nothing && ticket.prizeReference
      ? t(`reference.${prize.type as 'bonus' | 'points' | 'ticket'}`, {
          reference: ticket.prizeReference,
        })
      : null;

  return (
    <div className={styles.result}>
      <div className={styles.won} data-testid="ticket-prize" data-prize-type={prize.type}>
        <span className={styles.wonLead}>{nothing ? t('noPrizeLead') : t('won')}</span>
        <strong className={styles.wonPrize} data-testid="ticket-prize-label">
          {prize.label}
        </strong>
        {detail && <span className={styles.wonDetail}>{detail}</span>}
        {reference && (
          <span className={styles.wonReference} data-testid="ticket-prize-reference">
            {reference}
          </span>
        )}
      </div>
      <VerifyPanel ticket={ticket} />
    </div>
  );
}
