import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { GameCategory } from '@portal/shared/constants/site';
import type { Language } from '@portal/shared/constants/languages';
import type { GameKind, HouseEngine } from '../src/games/catalogue/catalogue.tables.js';
import { nowIso } from '../src/db/time.js';
import { hashToken, newSecretToken } from '../src/lib/secret-tokens.js';
import {
  SystemAccount,
  TransferKind,
  type MemberWallet,
} from '../src/platform/ledger/ledger.types.js';
import { signedHeaders } from '../src/games/seamless/protocol.js';
import { HOUSE_PROVIDER } from '../src/games/seamless/providers.js';
import { uniqueCode } from './factories.js';
import type { TestApp } from './helper.js';

export type SeamlessCall =
  'authenticate' | 'balance' | 'debit' | 'debits' | 'credit' | 'credits' | 'rollback';

export interface SignedCallOptions {
  /** The provider's code in the path; the house provider by default. */
  provider?: string;
  /** Sign with this secret instead of the provider's own. */
  secret?: string;
  /** Unix ms of the signature; now by default. */
  timestamp?: number;
  /** Replace or drop (null) a signature header after signing. */
  signature?: string | null;
  /** Send these bytes instead of JSON.stringify(body) (the signature covers them). */
  rawBody?: string;
}

/** The secret a provider signs with, as configured in this test app. */
export function providerSecret(t: TestApp, provider: string): string {
  if (provider === HOUSE_PROVIDER) return t.config.HOUSE_PROVIDER_SECRET;
  const configured = t.config.GAME_PROVIDERS.find((entry) => entry.code === provider);
  if (!configured) throw new Error(`No provider ${provider} in this test app`);
  return configured.secret;
}

/** A seamless-wallet callback signed as a provider signs it (protocol.ts). */
export function seamlessCall(
  t: TestApp,
  call: SeamlessCall,
  body: Record<string, unknown>,
  options: SignedCallOptions = {},
): Promise<LightMyRequestResponse> {
  const provider = options.provider ?? HOUSE_PROVIDER;
  const raw = options.rawBody ?? JSON.stringify(body);
  const secret = options.secret ?? providerSecret(t, provider);
  const headers: Record<string, string> = signedHeaders(secret, raw, options.timestamp);
  if (options.signature === null) delete headers['x-signature'];
  else if (options.signature !== undefined) headers['x-signature'] = options.signature;
  return t.app.inject({
    method: 'POST',
    url: `/wps/seamless/${provider}/${call}`,
    headers,
    payload: raw,
  });
}

export interface TestGameOptions {
  category?: GameCategory;
  /** An existing vendor of the category; a new one otherwise. */
  vassalage?: string;
  walletMode?: 'seamless' | 'transfer';
  provider?: string;
  isGame?: GameKind;
  engine?: HouseEngine | null;
  gameCode?: string;
  maintenance?: boolean;
  vendorMaintenance?: boolean;
  enabled?: boolean;
  /** Name per language; EN is always written. */
  names?: Partial<Record<Language, string>>;
  sort?: number;
}

export interface TestGame {
  id: number;
  nodeId: string;
  gameCode: string;
  vassalage: string;
  category: GameCategory;
  name: string;
}

/** A game (and, unless named, a vendor of its own) straight into the catalogue. */
export async function createTestGame(t: TestApp, options: TestGameOptions = {}): Promise<TestGame> {
  const category = options.category ?? 'RNG';
  const now = nowIso();
  const vassalage = options.vassalage ?? uniqueCode('V').toUpperCase();
  if (!options.vassalage) {
    await t.db
      .insertInto('vendors')
      .values({
        category_code: category,
        vassalage,
        title: `Vendor ${vassalage}`,
        is_hot: 0,
        cards: 1,
        icon_path: `vendors/${vassalage.toLowerCase()}.svg`,
        maintenance: options.vendorMaintenance ? 1 : 0,
        enabled: 1,
        sort: 9999,
        wallet_mode: options.walletMode ?? 'seamless',
        provider: options.provider ?? HOUSE_PROVIDER,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  const gameCode = options.gameCode ?? uniqueCode('g');
  const nodeId = uniqueCode('node');
  const row = await t.db
    .insertInto('games')
    .values({
      node_id: nodeId,
      category_code: category,
      vassalage,
      game_code: gameCode,
      is_game: options.isGame ?? 'GAME',
      engine: options.engine === undefined ? 'slot' : options.engine,
      game_classify: null,
      min_bet: 10n,
      default_play_type: null,
      icon_path: `games/${gameCode}.svg`,
      is_hot: 0,
      maintenance: options.maintenance ? 1 : 0,
      enabled: options.enabled === false ? 0 : 1,
      sort: options.sort ?? 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const names = { EN: `Game ${gameCode}`, ...options.names };
  await t.db
    .insertInto('game_translations')
    .values(
      Object.entries(names).map(([lang, name]) => ({
        game_id: row.id,
        lang,
        name,
        search_name: name.toLowerCase(),
      })),
    )
    .execute();
  return { id: row.id, nodeId, gameCode, vassalage, category, name: names.EN };
}

/** A launch session straight into the database, as a launch writes it; returns its token. */
export async function createLaunchSession(
  t: TestApp,
  memberId: number,
  game: Pick<TestGame, 'id'>,
  options: { provider?: string; language?: Language; expiresAt?: Date } = {},
): Promise<string> {
  const token = newSecretToken();
  await t.db
    .insertInto('game_sessions')
    .values({
      token_hash: hashToken(token),
      member_id: memberId,
      game_id: game.id,
      provider: options.provider ?? HOUSE_PROVIDER,
      language: options.language ?? 'EN',
      created_at: nowIso(),
      expires_at: (options.expiresAt ?? new Date(Date.now() + 3_600_000)).toISOString(),
    })
    .execute();
  return token;
}

/** Puts money in a member's wallet (main by default), from the payment clearing account. */
export async function fundWallet(t: TestApp, wallet: MemberWallet, amount: bigint): Promise<void> {
  await t.app.services.ledger.transfer({
    idempotencyKey: `test:${randomUUID()}`,
    kind: TransferKind.deposit,
    from: { system: SystemAccount.paymentClearing },
    to: wallet,
    amount,
    reference: 'TEST-FUND',
  });
}

/** A fresh provider transaction id. */
export const newTransactionId = () => `tx-${randomUUID()}`;
/** A fresh provider round id. */
export const newRoundId = () => `round-${randomUUID()}`;
