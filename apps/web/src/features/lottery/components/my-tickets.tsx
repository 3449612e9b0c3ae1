import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SideChoice } from '@portal/shared/lottery/bet-types';
import { ticketStates } from '@portal/shared/schemas/lottery/constants';
import type { TicketView } from '@portal/shared/schemas/lottery';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatCurrency } from '../../../lib/money';
import { useTickets } from '../api/get-tickets';
import { useLotteryNames } from '../lottery-names';
import styles from './lottery.module.css';

type State = (typeof ticketStates)[number];

const picksOf = (ticket: TicketView, choice: (choice: SideChoice) => string) =>
  'numbers' in ticket.selection
    ? ticket.selection.numbers.join(' ')
    : ticket.selection.choices.map(choice).join(' ');

/** The member's tickets of this game, newest first, with their state and payout. */
export function MyTickets({ gameCode, symbol }: { gameCode: string; symbol: string }) {
  const { t, i18n } = useTranslation('lottery');
  const names = useLotteryNames();
  const [state, setState] = useState<State | ''>('');
  const [page, setPage] = useState(1);
  const query = { gameCode, page, pageSize: 10, ...(state ? { state } : {}) };
  const { data, isPending, error, refetch } = useTickets(query, true);

  let body;
  if (isPending) body = <Skeleton height={160} radius={12} />;
  else if (error) body = <ErrorState error={error} onRetry={() => void refetch()} compact />;
  else if (data.list.length === 0) body = <EmptyState title={t('tickets.none')} compact />;
  else
    body = (
      <>
        <ul className={styles.tickets}>
          {data.list.map((ticket) => (
            <li key={ticket.ticketNo} className={styles.ticket} data-testid="ticket">
              <div className={styles.ticketHead}>
                <code>{ticket.ticketNo}</code>
                <span className={`${styles.state} ${styles[ticket.state]}`}>
                  {t(`tickets.states.${ticket.state}`)}
                </span>
              </div>
              <div>
                <strong>{names.betText(ticket.selection.kind)}</strong>{' '}
                <span className={styles.picks}>{picksOf(ticket, names.choice)}</span>
              </div>
              <div className={styles.muted}>
                {t('tickets.detail', {
                  numero: ticket.numero,
                  lines: t('slip.lineCount', { count: ticket.lines }),
                  time: formatDateTime(ticket.placedAt, i18n.language),
                })}
              </div>
              <div className={styles.ticketMoney}>
                <span>{t('tickets.cost', { amount: formatCurrency(ticket.cost, symbol) })}</span>
                <span>
                  {ticket.state === 'pending'
                    ? t('tickets.maxPayout', { amount: formatCurrency(ticket.maxPayout, symbol) })
                    : t('tickets.payout', { amount: formatCurrency(ticket.payout, symbol) })}
                </span>
              </div>
            </li>
          ))}
        </ul>
        <Pager page={page} totalPages={data.totalPages} onPageChange={setPage} compact />
      </>
    );

  return (
    <section className={styles.card} aria-labelledby="lottery-tickets-title">
      <div className={styles.cardHead}>
        <h2 id="lottery-tickets-title" className={styles.cardTitle}>
          {t('tickets.title')}
        </h2>
        <select
          className={styles.input}
          aria-label={t('tickets.filter')}
          value={state}
          onChange={(event) => {
            setState(event.target.value as State | '');
            setPage(1);
          }}
        >
          <option value="">{t('tickets.all')}</option>
          {ticketStates.map((item) => (
            <option key={item} value={item}>
              {t(`tickets.states.${item}`)}
            </option>
          ))}
        </select>
      </div>
      {body}
    </section>
  );
}
