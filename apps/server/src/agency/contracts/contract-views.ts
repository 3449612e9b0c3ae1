import type { ContractKind } from '@portal/shared/contracts/terms';
import type { ContractRequestView, ContractView } from '@portal/shared/schemas/contracts';
import { toIsoString } from '../../db/time.js';
import { termsOfRow, tierView } from './contract-terms.js';
import type { ContractRow, RequestRow } from './contracts.repository.js';

/** Who ends up answering a request: the holder when the upline or platform asked, else the upline. */
export const answererOf = (
  request: Pick<RequestRow, 'requested_by' | 'holder_id' | 'grantor_id'>,
) => (request.requested_by === 'downline' ? request.grantor_id : request.holder_id);

export const partiesOf = (request: RequestRow) => [request.holder_id, request.grantor_id ?? 0];

const party = (id: number | null, accounts: Map<number, string>) =>
  id === null ? null : { id, account: accounts.get(id) ?? '' };

export function contractView(row: ContractRow, accounts: Map<number, string>): ContractView {
  const terms = termsOfRow(row);
  return {
    id: row.id,
    kind: terms.kind,
    holder: party(row.holder_id, accounts)!,
    grantor: party(row.grantor_id, accounts),
    period: terms.period,
    tiers: terms.tiers.map(tierView),
    state: row.state,
    startedAt: toIsoString(row.started_at),
    endedAt: row.ended_at === null ? null : toIsoString(row.ended_at),
    endReason: row.end_reason as ContractView['endReason'],
  };
}

export function requestView(
  row: RequestRow,
  accounts: Map<number, string>,
  callerId: number,
): ContractRequestView {
  const tiers = row.tiers === null ? null : termsOfRow({ ...row, tiers: row.tiers }).tiers;
  return {
    id: row.id,
    kind: row.kind as ContractKind,
    action: row.action,
    contractId: row.contract_id,
    holder: party(row.holder_id, accounts)!,
    grantor: party(row.grantor_id, accounts),
    requestedBy: row.requested_by,
    period: row.period as ContractRequestView['period'],
    tiers: tiers === null ? null : tiers.map(tierView),
    state: row.state,
    awaitingMe: row.state === 'pending' && answererOf(row) === callerId,
    createdAt: toIsoString(row.created_at),
    answeredAt: row.answered_at === null ? null : toIsoString(row.answered_at),
  };
}
