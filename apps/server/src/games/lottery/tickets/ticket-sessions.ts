import type { DB } from '../../../db/database.js';
import { hashToken, newSecretToken } from '../../../lib/secret-tokens.js';
import { GAME_SESSION_HOURS } from '../../seamless/protocol.js';
import { HOUSE_PROVIDER } from '../../seamless/providers.js';
import { unavailable } from '../../house-games/wallet-client.js';
import { GroupCommit } from '../../../lib/group-commit.js';
import type { NewLaunchSession } from '../../seamless/launch-sessions.repository.js';
import { TicketSessionsRepository } from './ticket-sessions.repository.js';

/** The catalogue vendor a lottery game's rounds are booked under (demo seed: games 0, cards). */
const VENDOR = { traditional: 'LOTT', fast: 'ELOTT' } as const;
/** A token is used for new debits only while it has at least this long to live. */
const MIN_LIFE_MS = 30 * 60_000;
const MAX_CACHED = 20_000;
/** Sessions per insert, and the group commit's one key. */
const MAX_INSERTED = 200;
const SESSIONS_KEY = 'sessions';

interface Cached {
  token: string;
  expiresAt: number;
}

/**
 * The seamless launch session a ticket's debit carries. The lottery is a house provider: the
 * wallet knows a debit's member and game only by a launch token, so the first ticket of a member
 * in a game opens a session as a launch would (those opened at the same moment written in one
 * statement), and later tickets reuse it while it lives. Each
 * lottery game is a catalogue row under the LOTT or ELOTT vendor, so that its rounds show in the
 * betting records. Tokens stay in this process's memory only (a new instance opens a new
 * session: sessions are cheap, the token is never stored in clear).
 */
export class TicketSessions {
  private readonly tokens = new Map<string, Cached>();
  private readonly games = new Map<string, number>();

  private readonly repository: TicketSessionsRepository;
  /**
   * The sessions of members' first tickets, written together (lib/group-commit.ts): a cut-off
   * burst opens many at once, one statement for those that came during the last.
   */
  private readonly inserts = new GroupCommit<NewLaunchSession, void>(async (_key, sessions) => {
    await this.repository.insertSessions(sessions);
    return sessions.map(() => undefined);
  }, MAX_INSERTED);

  constructor(db: DB) {
    this.repository = new TicketSessionsRepository(db);
  }

  async tokenFor(
    memberId: number,
    game: { code: string; kind: 'traditional' | 'fast' },
    language: string,
  ): Promise<string> {
    const gameId = await this.gameId(game.code, game.kind);
    const key = `${memberId}:${gameId}`;
    const now = Date.now();
    const cached = this.tokens.get(key);
    if (cached && cached.expiresAt - now > MIN_LIFE_MS) return cached.token;
    const token = newSecretToken();
    const expiresAt = now + GAME_SESSION_HOURS * 3_600_000;
    await this.inserts.write(SESSIONS_KEY, {
      tokenHash: hashToken(token),
      memberId,
      gameId,
      provider: HOUSE_PROVIDER,
      language,
      expiresAt: new Date(expiresAt).toISOString(),
    });
    if (this.tokens.size >= MAX_CACHED) this.tokens.delete(this.tokens.keys().next().value!);
    this.tokens.set(key, { token, expiresAt });
    return token;
  }

  /** A token the wallet no longer takes (the member's sessions were revoked): never reused. */
  forget(token: string): void {
    for (const [key, cached] of this.tokens) {
      if (cached.token === token) this.tokens.delete(key);
    }
  }

  /** The catalogue row of a lottery game (written, disabled, when the catalogue lacks it). */
  private async gameId(gameCode: string, kind: 'traditional' | 'fast'): Promise<number> {
    const known = this.games.get(gameCode);
    if (known !== undefined) return known;
    const vassalage = VENDOR[kind];
    if (!(await this.repository.hasVendor(vassalage))) {
      throw unavailable(`lottery vendor ${vassalage} is not in the catalogue`);
    }
    let id = await this.repository.gameId(vassalage, gameCode);
    if (id === undefined) {
      // The demo seeds the lottery's games (lotteryCatalogue); a deployment without them gets a
      // hidden row on the first ticket.
      const nodeId = `${vassalage}-${gameCode.toUpperCase()}`;
      await this.repository.insertHiddenGame(vassalage, gameCode, nodeId);
      id = await this.repository.gameId(vassalage, gameCode);
      if (id === undefined) throw unavailable(`lottery game ${gameCode} could not be written`);
    }
    await this.repository.ensureName(id, gameCode);
    this.games.set(gameCode, id);
    return id;
  }
}
