import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { fromMinor } from '@portal/shared/money';
import {
  GATEWAY_SIGNATURE_HEADER,
  createDepositValueSchema,
  type CreateDepositValue,
  type GatewayCallbackPayload,
} from '@portal/shared/schemas/deposit';
import { authHeader, createMember, login, type MemberOverrides } from './accounts.js';
import { expectValue } from './assertions.js';
import type { TestApp } from './helper.js';
import { nowIso } from '../src/db/time.js';
import { hashToken, newSecretToken } from '../src/lib/secret-tokens.js';
import { signCallback } from '../src/cashier/deposits/gateway-signature.js';

/** Shared set-up of the deposit integration tests. */

export const PAYER_NAME = 'Siti Aminah';

export interface SignedInMember {
  id: number;
  account: string;
  headers: Record<string, string>;
}

export async function signedIn(
  t: TestApp,
  overrides: MemberOverrides = {},
): Promise<SignedInMember> {
  const member = await createMember(t, { payeeName: PAYER_NAME, ...overrides });
  const { token } = await login(t, member.account, member.password);
  return { id: member.id, account: member.account, headers: authHeader(token) };
}

/** A deposit request reference as the site makes one. */
export const newReference = () => randomBytes(12).toString('hex');

export interface TestChannel {
  id: number;
  code: string;
  secret: string | null;
}

export interface ChannelOverrides {
  type?: 'bank_transfer' | 'gateway';
  /** Minor units. */
  min?: bigint;
  max?: bigint;
  enabled?: boolean;
  turnoverBps?: number;
  names?: Record<string, string>;
}

/** A channel of its own for a test, written straight into the table. */
export async function createChannel(
  t: TestApp,
  overrides: ChannelOverrides = {},
): Promise<TestChannel> {
  const type = overrides.type ?? 'gateway';
  const code = `t-${randomUUID().slice(0, 8)}`;
  const secret = type === 'gateway' ? randomBytes(24).toString('hex') : null;
  const now = nowIso();
  const row = await t.db
    .insertInto('deposit_channels')
    .values({
      code,
      type,
      name: `Test ${type} ${code}`,
      names: JSON.stringify(overrides.names ?? {}),
      min_amount: overrides.min ?? 1_000n,
      max_amount: overrides.max ?? 1_000_000n,
      enabled: overrides.enabled === false ? 0 : 1,
      sort: 100,
      turnover_bps: overrides.turnoverBps ?? 10_000,
      bank_name: type === 'bank_transfer' ? 'Test Bank' : null,
      account_name: type === 'bank_transfer' ? 'Portal Test' : null,
      account_number: type === 'bank_transfer' ? '1234567890' : null,
      gateway_kind: type === 'gateway' ? 'sandbox' : null,
      gateway_secret: secret,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, code, secret };
}

export function postDeposit(
  t: TestApp,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/wps/member/deposit', headers, payload });
}

/** Makes an order of `amount` (a decimal string) on the channel and returns the answer. */
export async function deposit(
  t: TestApp,
  member: SignedInMember,
  channel: TestChannel,
  amount: string,
  extra: Record<string, unknown> = {},
): Promise<CreateDepositValue> {
  const response = await postDeposit(t, member.headers, {
    channelId: channel.id,
    amount,
    reference: newReference(),
    ...(channel.secret === null ? { payerName: PAYER_NAME } : {}),
    ...extra,
  });
  return expectValue(response, createDepositValueSchema);
}

/** A gateway's callback for an order, signed with `secret` (now, unless told otherwise). */
export function callbackFor(
  orderNo: string,
  amountMinor: bigint,
  overrides: Partial<GatewayCallbackPayload> = {},
): GatewayCallbackPayload {
  return {
    orderNo,
    amount: fromMinor(amountMinor),
    status: 'success',
    gatewayTxnId: `GW${randomBytes(6).toString('hex').toUpperCase()}`,
    timestamp: Math.floor(Date.now() / 1000),
    ...overrides,
  };
}

export function postCallback(
  t: TestApp,
  channel: Pick<TestChannel, 'code'>,
  payload: GatewayCallbackPayload,
  signature: string | null,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/wps/payment/callback/${channel.code}`,
    headers: signature === null ? {} : { [GATEWAY_SIGNATURE_HEADER]: signature },
    payload,
  });
}

/** Posts the callback signed with the channel's own secret. */
export function postSignedCallback(
  t: TestApp,
  channel: TestChannel,
  payload: GatewayCallbackPayload,
): Promise<LightMyRequestResponse> {
  return postCallback(t, channel, payload, signCallback(channel.secret ?? '', payload));
}

export async function mainBalance(t: TestApp, memberId: number): Promise<bigint> {
  return t.app.services.ledger.balance({ memberId, wallet: 'main' });
}

export async function orderRow(t: TestApp, orderNo: string) {
  return t.db
    .selectFrom('deposit_orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow();
}

/** Tiny but real images: the magic bytes are what the server checks. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  randomBytes(64),
  Buffer.from([0xff, 0xd9]),
]);
export const WEBP_BYTES = Buffer.concat([
  Buffer.from('RIFF', 'latin1'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 ', 'latin1'),
  randomBytes(32),
]);

export const dataUrl = (type: string, bytes: Buffer) =>
  `data:${type};base64,${bytes.toString('base64')}`;

/** The headers of a trial account's session (type 4: no real-money calls). */
export async function trialHeaders(t: TestApp): Promise<Record<string, string>> {
  const trial = await createMember(t, { type: 4, password: null });
  const token = newSecretToken();
  const now = new Date();
  await t.db
    .insertInto('member_sessions')
    .values({
      member_id: trial.id,
      token_hash: hashToken(token),
      login_type: 'freeplay',
      ip: '127.0.0.1',
      user_agent: 'test',
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
    })
    .execute();
  return authHeader(token);
}
