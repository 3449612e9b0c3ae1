import { toIsoString } from '../../db/time.js';
import type { DomainEvent } from './event-types.js';

/** A domain_events row as consumers read it. */
export function toEvent(row: {
  id: number | string;
  tx_id: number | string;
  type: string;
  version: number;
  event_key: string;
  member_id: number | null;
  payload: string;
  occurred_at: Date | string;
}): DomainEvent {
  return {
    id: Number(row.id),
    txId: Number(row.tx_id),
    type: row.type,
    version: row.version,
    key: row.event_key,
    memberId: row.member_id,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    occurredAt: toIsoString(row.occurred_at),
  };
}
