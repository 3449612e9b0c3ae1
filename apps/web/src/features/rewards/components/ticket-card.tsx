import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RewardTicket } from '@portal/shared/schemas/rewards';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format-date-time';
import { wonPrize } from '../rewards-format';
import { PrizeTable } from './prize-table';
import { TicketArt } from './ticket-art';
import styles from './rewards.module.css';

interface TicketCardProps {
  ticket: RewardTicket;
  onOpen: (ticket: RewardTicket) => void;
  onVerify: (ticket: RewardTicket) => void;
}

/**
 * One ticket: its kind drawn, where it came from, until when it opens, its prizes with their
 * odds and, before the open, the hash of its seed; opened, the prize and a way to verify it.
 */
export function TicketCard({ ticket, onOpen, onVerify }: TicketCardProps) {
  const { t, i18n } = useTranslation('rewards');
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const prize = wonPrize(ticket);
  const kindName = t(`kind.${ticket.kind}`);
  const ticketNoId = useId();
  return (
    <li className={styles.ticket} data-testid="reward-ticket" data-kind={ticket.kind}>
      <div className={styles.ticketHead}>
        <span className={styles.ticketArt}>
          <TicketArt
            kind={ticket.kind}
            state={ticket.status === 'opened' ? 'opened' : 'idle'}
            prizes={ticket.prizes}
            prizeIndex={ticket.prizeIndex}
            size={64}
          />
        </span>
        <div className={styles.ticketFacts}>
          <h4 className={styles.ticketKind}>{kindName}</h4>
          <p id={ticketNoId} className={styles.ticketNo}>
            {t('ticketNo', { ticketNo: ticket.ticketNo })}
          </p>
          <p>{t('from', { source: t(`source.${ticket.source}`) })}</p>
          {ticket.status === 'unopened' && (
            <p data-testid="ticket-expiry">{t('expires', { time: when(ticket.expiresAt) })}</p>
          )}
          {ticket.status === 'expired' && (
            <p className={styles.expiredText}>{t('expired', { time: when(ticket.expiresAt) })}</p>
          )}
          {ticket.status === 'opened' && ticket.openedAt && (
            <p>{t('openedAt', { time: when(ticket.openedAt) })}</p>
          )}
        </div>
      </div>
      {prize && (
        <p className={styles.ticketWon} data-testid="ticket-won">
          {/* "Better luck next time" says it all; a prize is introduced as won. */}
          {prize.type !== 'nothing' && <span className={styles.wonLead}>{t('won')} </span>}
          <strong>{prize.label}</strong>
        </p>
      )}
      <PrizeTable ticket={ticket} />
      {ticket.status === 'unopened' && (
        <p className={styles.hashLine}>
          <span className={styles.hashLabel}>{t('fairnessHash')}</span>
          <code className={styles.hash} data-testid="ticket-seed-hash">
            {ticket.seedHash}
          </code>
        </p>
      )}
      <div className={styles.ticketActions}>
        {ticket.status === 'unopened' && (
          <Button onClick={() => onOpen(ticket)} aria-describedby={ticketNoId}>
            {t(`open.${ticket.kind}`)}
          </Button>
        )}
        {ticket.status === 'opened' && (
          <Button variant="secondary" onClick={() => onVerify(ticket)}>
            {t('verifyButton')}
          </Button>
        )}
      </div>
    </li>
  );
}
