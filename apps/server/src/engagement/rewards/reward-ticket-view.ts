import { FairStream, pickWeighted } from '@portal/shared/crypto/fair-draw';
import { fromMinor } from '@portal/shared/money';
import type { Language } from '@portal/shared/constants/languages';
import type {
  RewardTicket,
  RewardTicketKind,
  RewardTicketSource,
  TicketPrizeType,
} from '@portal/shared/schemas/rewards';
import { toIsoString } from '../../db/time.js';
import type { TicketRow } from './rewards.repository.js';

/** A prize table entry as stored: money in minor units, labels per language. */
export interface StoredPrize {
  type: TicketPrizeType;
  labels: Partial<Record<Language, string>>;
  /** Bonus prizes: minor units, as a decimal string (JSON has no bigint). */
  amount: string | null;
  turnoverMultiple: number | null;
  points: number | null;
  ticketKind: RewardTicketKind | null;
  weight: number;
}

/** The prize drawn for a ticket: its seed and number decide, through the shared fair draw. */
export function drawPrizeIndex(seed: string, ticketNo: string, prizes: StoredPrize[]): number {
  return pickWeighted(
    new FairStream(seed, ticketNo),
    prizes.map((prize) => prize.weight),
  );
}

/** A ticket as its member sees it: the seed and the prize only once it is opened. */
export function ticketView(
  row: TicketRow,
  language: Language,
  currency: string,
  now: Date,
): RewardTicket {
  const prizes = JSON.parse(row.prizes) as StoredPrize[];
  const opened = row.status === 'opened';
  const expired =
    row.status === 'expired' ||
    (row.status === 'unopened' && new Date(row.expires_at).getTime() <= now.getTime());
  return {
    id: row.id,
    ticketNo: row.ticket_no,
    kind: row.kind as RewardTicketKind,
    source: row.source as RewardTicketSource,
    status: opened ? 'opened' : expired ? 'expired' : 'unopened',
    grantedAt: toIsoString(row.granted_at),
    expiresAt: toIsoString(row.expires_at),
    openedAt: row.opened_at ? toIsoString(row.opened_at) : null,
    seedHash: row.seed_hash,
    seed: opened ? row.seed : null,
    prizes: prizes.map((prize) => ({
      type: prize.type,
      label: prize.labels[language] || prize.labels.EN || '',
      amount: prize.amount === null ? null : Number(fromMinor(BigInt(prize.amount))),
      turnoverMultiple: prize.turnoverMultiple,
      points: prize.points,
      ticketKind: prize.ticketKind,
      weight: prize.weight,
    })),
    prizeIndex: opened ? row.prize_index : null,
    prizeReference: opened ? row.prize_reference : null,
    currency,
  };
}
