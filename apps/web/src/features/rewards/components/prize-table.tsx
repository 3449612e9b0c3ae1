import { useTranslation } from 'react-i18next';
import type { RewardTicket } from '@portal/shared/schemas/rewards';
import { prizeOdds, ticketMoney } from '../rewards-format';
import styles from './rewards.module.css';

/** The ticket's prizes with each one's chance (weight / total), the won one marked. */
export function PrizeTable({ ticket }: { ticket: RewardTicket }) {
  const { t, i18n } = useTranslation('rewards');
  const odds = prizeOdds(ticket.prizes, i18n.language);
  return (
    <table className={styles.prizes} data-testid="ticket-prizes">
      <caption className={styles.prizesCaption}>{t('prizes')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('prizeColumn')}</th>
          <th scope="col">{t('oddsColumn')}</th>
        </tr>
      </thead>
      <tbody>
        {ticket.prizes.map((prize, index) => (
          <tr key={index} aria-current={index === ticket.prizeIndex ? 'true' : undefined}>
            <td>
              {prize.label}
              {prize.type === 'bonus' && prize.amount !== null && (
                <span className={styles.prizeNote}>
                  {t('turnoverShort', {
                    multiple: prize.turnoverMultiple ?? 0,
                    turnover: ticketMoney(ticket, prize.amount * (prize.turnoverMultiple ?? 0)),
                  })}
                </span>
              )}
            </td>
            <td className={styles.odds}>{odds[index]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
