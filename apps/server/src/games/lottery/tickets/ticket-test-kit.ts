import type { Selection } from '@portal/shared/lottery/bet-types';
import { DEFAULT_ODDS } from '@portal/shared/lottery/odds';
import { settleTicket } from '@portal/shared/lottery/settle';
import { NORTH_SHEET } from '@portal/shared/lottery/test-sheets';
import { randomUUID } from 'node:crypto';
import type { ResultSheet } from '@portal/shared/lottery/prize-structures';
import { ticketSchema, type TicketView } from '@portal/shared/schemas/lottery';
import { createMember, login, authHeader } from '../../../../test/accounts.js';
import { expectValue } from '../../../../test/assertions.js';
import type { TestApp } from '../../../../test/helper.js';
import { fundWallet } from '../../../../test/seamless.js';
import { HouseWalletClient } from '../../house-games/wallet-client.js';
import type { HttpTransport } from '../../seamless/provider-http.js';
import { TicketRefunds } from './ticket-refunds.js';
import { TicketSettlementService, type SettlementDeps } from './ticket-settlement.service.js';
import { TicketWallet } from './ticket-wallet.js';
import { TicketsRepository } from './tickets.repository.js';

/** Test helpers of the tickets' integration tests (not production code). */

export interface Player {
  id: number;
  account: string;
  headers: Record<string, string>;
}

/** A signed-in member with `funds` (minor units) in the main wallet. */
export async function player(t: TestApp, funds = 100_000n): Promise<Player> {
  const member = await createMember(t);
  if (funds > 0n) await fundWallet(t, { memberId: member.id, wallet: 'main' }, funds);
  const { token } = await login(t, member.account, member.password);
  return { id: member.id, account: member.account, headers: authHeader(token) };
}

export const balance = (t: TestApp, memberId: number) =>
  t.app.services.ledger.balance({ memberId, wallet: 'main' });

/** An open draw of the fast north game straight into the table; closes in an hour by default. */
export async function openDraw(
  t: TestApp,
  options: { gameCode?: string; closeAt?: Date; state?: 'open' | 'closed' } = {},
): Promise<string> {
  const id = `test-${randomUUID().slice(0, 12)}`;
  const now = Date.now();
  const closeAt = options.closeAt ?? new Date(now + 3_600_000);
  const gameCode = options.gameCode ?? 'vnf1';
  await t.db
    .insertInto('lottery_draws')
    .values({
      id,
      game_code: gameCode,
      kind: gameCode.startsWith('vnf') ? 'fast' : 'traditional',
      region: 'north',
      numero: id.slice(5),
      opens_at: new Date(now - 60_000).toISOString(),
      close_at: closeAt.toISOString(),
      draw_at: new Date(closeAt.getTime() + 10_000).toISOString(),
      state: options.state ?? 'open',
    })
    .execute();
  return id;
}

/** The result as the draws module writes it: the sheet, state drawn. */
export async function drawWith(t: TestApp, drawId: string, sheet: ResultSheet): Promise<void> {
  await t.db
    .updateTable('lottery_draws')
    .set({ state: 'drawn', sheet: JSON.stringify(sheet), drawn_at: new Date().toISOString() })
    .where('id', '=', drawId)
    .execute();
}

export async function voidDraw(t: TestApp, drawId: string): Promise<void> {
  await t.db
    .updateTable('lottery_draws')
    .set({ state: 'void', void_reason: 'test' })
    .where('id', '=', drawId)
    .execute();
}

export interface TicketOrder {
  drawId: string;
  selection: unknown;
  unitStake?: number | string;
  multiplier?: number;
  requestId?: string;
}

export const postTicket = (t: TestApp, p: Player, order: TicketOrder) =>
  t.app.inject({
    method: 'POST',
    url: '/lotto/lgw/tickets',
    headers: p.headers,
    payload: {
      unitStake: 1,
      multiplier: 1,
      requestId: randomUUID(),
      ...order,
    },
  });

export async function placeTicket(t: TestApp, p: Player, order: TicketOrder): Promise<TicketView> {
  return expectValue(await postTicket(t, p, order), ticketSchema);
}

export const ticketRow = (t: TestApp, ticketNo: string) =>
  t.db
    .selectFrom('lottery_tickets')
    .selectAll()
    .where('ticket_no', '=', ticketNo)
    .executeTakeFirstOrThrow();

export const betRound = (t: TestApp, ticketNo: string) =>
  t.db
    .selectFrom('bet_rounds')
    .selectAll()
    .where('round_id', '=', `lotto:${ticketNo}`)
    .executeTakeFirst();

export async function exposure(t: TestApp, drawId: string, line: string) {
  const row = await t.db
    .selectFrom('lottery_exposure')
    .select(['stake', 'liability'])
    .where('draw_id', '=', drawId)
    .where('line', '=', line)
    .executeTakeFirst();
  return { stake: BigInt(row?.stake ?? 0), liability: BigInt(row?.liability ?? 0) };
}

/** A second settlement runner on the same database and wallet, as another instance runs it. */
export function otherRunner(t: TestApp, extra: Partial<SettlementDeps> = {}) {
  const repository = new TicketsRepository(t.db);
  const wallet = new TicketWallet(
    new HouseWalletClient(t.app.services.providerHttp, {
      baseUrl: t.config.INTERNAL_BASE_URL,
      secret: t.config.HOUSE_PROVIDER_SECRET,
    }),
  );
  return new TicketSettlementService({
    repository,
    settings: t.app.services.lotterySettings,
    wallet,
    refunds: new TicketRefunds(repository, wallet),
    ...extra,
  });
}

/**
 * Runs `work` while wallet endpoints fail: `before` the wallet sees the call, or `after` it
 * answered (the answer is lost on the way back).
 */
export async function withWalletFaults<T>(
  t: TestApp,
  faults: Record<string, 'before' | 'after'>,
  work: () => Promise<T>,
): Promise<T> {
  const http = t.app.services.providerHttp;
  const real: HttpTransport = http.transport;
  http.transport = async (url, request) => {
    const when = faults[url.slice(url.lastIndexOf('/') + 1)];
    if (!when) return real(url, request);
    if (when === 'after') await real(url, request);
    throw new Error('socket hang up');
  };
  try {
    return await work();
  } finally {
    http.transport = real;
  }
}

/** What a ticket of `selection` pays on NORTH_SHEET at the default odds. */
export const northSettlement = (selection: Selection, unit: bigint, multiplier = 1) =>
  settleTicket(NORTH_SHEET, 'north', selection, { unit, multiplier }, DEFAULT_ODDS.Lott);
