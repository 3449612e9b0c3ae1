import type { DB } from '../../db/database.js';
import { toIsoString } from '../../db/time.js';

// Launch sessions (game_sessions): the row a launch writes, and the read that finds a live one
// with its member, game and vendor. A game launch and a lottery ticket write them; the seamless
// wallet's callbacks read them.

/** A live launch session with its member and the game (and vendor) it was issued for. */
export interface LaunchSession {
  memberId: number;
  account: string;
  nickname: string;
  currency: string;
  memberActive: boolean;
  gameId: number;
  gameCode: string;
  categoryCode: string;
  vassalage: string;
  walletMode: 'seamless' | 'transfer';
  /** The member's interface language at launch. */
  language: string;
  /** When the session ends (ISO). */
  expiresAt: string;
}

/** A launch session to write: the token only as its hash. */
export interface NewLaunchSession {
  tokenHash: string;
  memberId: number;
  gameId: number;
  provider: string;
  language: string;
  /** ISO. */
  expiresAt: string;
}

/** The game_sessions row of a new launch session, written at `now`. */
export function launchSessionRow(session: NewLaunchSession, now: string) {
  return {
    token_hash: session.tokenHash,
    member_id: session.memberId,
    game_id: session.gameId,
    provider: session.provider,
    language: session.language,
    created_at: now,
    expires_at: session.expiresAt,
  };
}

/** The unexpired launch sessions of a provider, with their member, game and vendor. */
export function launchSessions(db: DB, provider: string, now: string) {
  return db
    .selectFrom('game_sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .innerJoin('vendors as v', (join) =>
      join
        .onRef('v.category_code', '=', 'g.category_code')
        .onRef('v.vassalage', '=', 'g.vassalage'),
    )
    .select([
      's.token_hash as tokenHash',
      'm.id as memberId',
      'm.account',
      'm.nickname',
      'm.currency',
      'm.status',
      'g.id as gameId',
      'g.game_code as gameCode',
      'g.category_code as categoryCode',
      'g.vassalage',
      'v.wallet_mode as walletMode',
      's.language',
      's.expires_at as expiresAt',
    ])
    .where('s.provider', '=', provider)
    .where('s.expires_at', '>', now);
}

type LaunchSessionRow = Awaited<ReturnType<ReturnType<typeof launchSessions>['execute']>>[number];

export function toLaunchSession({
  status,
  expiresAt,
  tokenHash: _,
  ...session
}: LaunchSessionRow): LaunchSession {
  return { ...session, memberActive: status === 'active', expiresAt: toIsoString(expiresAt) };
}
