import { isLanguage, type Language } from '@portal/shared/constants/languages';
import { isPortalLotteryGame, lotteryPageUrl } from '@portal/shared/lottery/launch';
import type { LaunchGameValue } from '@portal/shared/schemas/games';
import type { Logger } from 'pino';
import type { DB } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken, newSecretToken } from '../../lib/secret-tokens.js';
import { gameName, isAvailable, underMaintenance, type GameRow } from '../catalogue/game-row.js';
import type { GamesRepository } from '../catalogue/games.repository.js';
import type { GamesService } from '../catalogue/games.service.js';
import type { WhitelabelService } from '../../content/whitelabel/whitelabel.service.js';
import { GAME_SESSION_HOURS } from '../seamless/protocol.js';
import {
  HOUSE_PROVIDER,
  providerUnavailable,
  type ProviderRegistry,
} from '../seamless/providers.js';
import type { AutoTransfer } from '../../cashier/wallet/auto-transfer.js';
import type { GameLaunchRepository } from './game-launch.repository.js';
import type { LaunchCdns } from './launch-cdns.js';

/** How many popular games a GAME_MAINTENANCE answer suggests. */
export const MAINTENANCE_SUGGESTIONS = 8;

export interface GameLaunchDeps {
  db: DB;
  repository: GameLaunchRepository;
  games: Pick<GamesRepository, 'findByNodeId'>;
  catalogue: Pick<GamesService, 'popular'>;
  whitelabel: Pick<WhitelabelService, 'getEnabledModuleIds'>;
  providers: ProviderRegistry;
  autoTransfer: Pick<AutoTransfer, 'onLaunch'>;
  /** The game-launch CDNs a provider's page on this site is served from. */
  launchCdns: Pick<LaunchCdns, 'serve'>;
}

export interface LaunchOptions {
  /** The payload's language; the request's (header) language when absent or unknown. */
  language?: string;
  backUrl?: string;
  /** Where an automatic transfer that could not run is logged. */
  log?: Pick<Logger, 'warn'>;
}

/**
 * Starts a game for a member: a launch session (the token the provider's wallet callbacks
 * carry), the recent-games entry, then the provider's launch call for the frame's address.
 */
export class GameLaunchService {
  constructor(private readonly deps: GameLaunchDeps) {}

  /** POST /wps/game/launchGame. */
  async launch(
    memberId: number,
    nodeId: string,
    requestLanguage: Language,
    options: LaunchOptions = {},
  ): Promise<LaunchGameValue> {
    const language = pickLanguage(options.language, requestLanguage);
    const game = await this.deps.games.findByNodeId(nodeId);
    if (!game || !isAvailable(game) || !(await this.categoryOn(game.category))) {
      throw new AppError('GAME_NOT_FOUND');
    }
    if (game.isGame === 'VASSALAGE') {
      throw new AppError('VALIDATION_FAILED', {}, [
        { path: 'nodeId', reason: 'vendor_tile_not_launchable' },
      ]);
    }
    if (underMaintenance(game)) throw await this.maintenance(language);
    // Spec section 4: the portal's own lotteries play on /lottery, not through a provider.
    if (isPortalLotteryGame({ category: game.category, vendor: game.vassalage })) {
      const url = lotteryPageUrl({
        gameCode: game.gameCode,
        vendor: game.vassalage,
        playType: game.defaultPlayType,
      });
      return {
        url,
        nodeId: game.nodeId,
        gameName: gameName(game, language),
        provider: 'lottery',
        walletVendor: null,
        autoTransfer: null,
      };
    }
    return this.start(memberId, game, language, options);
  }

  /**
   * GET /wps/relay/GCS_gameLaunchFB: the first game of the first sports vendor not under
   * maintenance, or of the vendor named.
   */
  async launchSports(
    memberId: number,
    requestLanguage: Language,
    options: LaunchOptions & { vassalage?: string } = {},
  ): Promise<LaunchGameValue> {
    const language = pickLanguage(options.language, requestLanguage);
    const candidates = await this.deps.repository.sportsCandidates(options.vassalage);
    if (candidates.length === 0 || !(await this.categoryOn('SPORTS'))) {
      throw new AppError('GAME_NOT_FOUND');
    }
    const open = candidates.find((candidate) => !candidate.maintenance);
    if (!open) throw await this.maintenance(language);
    return this.launch(memberId, open.nodeId, language, {
      language,
      backUrl: options.backUrl,
      log: options.log,
    });
  }

  private async start(
    memberId: number,
    game: GameRow,
    language: Language,
    options: LaunchOptions,
  ): Promise<LaunchGameValue> {
    const { repository, providers } = this.deps;
    const provider = game.vendor.provider;
    const adapter = providers.adapter(provider);
    if (!adapter) throw providerUnavailable(`no provider configured as "${provider}"`);
    const member = await repository.member(memberId);
    const token = newSecretToken();
    const tokenHash = hashToken(token);
    await inTransaction(this.deps.db, (trx) =>
      repository.recordLaunch(trx, {
        tokenHash,
        memberId,
        gameId: game.id,
        provider,
        language,
        expiresAt: new Date(Date.now() + GAME_SESSION_HOURS * 3_600_000).toISOString(),
      }),
    );
    // A failed call leaves the session unused: it expires without having moved any money.
    const launched = await adapter.launch({
      token,
      playerId: member.account,
      gameCode: game.gameCode,
      language,
      currency: member.currency,
      backUrl: options.backUrl ?? '/',
    });
    // A house game stays on this site: its page talks with the portal's frame same-origin only
    // (balance, transfers, the reality-check pause).
    const url =
      provider === HOUSE_PROVIDER ? launched.url : await this.deps.launchCdns.serve(launched.url);
    // Money moves only for a game that did open; its references derive from the launch session.
    const walletVendor = game.vendor.walletMode === 'transfer' ? game.vassalage : null;
    const autoTransfer = await this.deps.autoTransfer.onLaunch(
      memberId,
      walletVendor,
      `launch-${tokenHash.slice(0, 40)}`,
      options.log,
    );
    return {
      url,
      nodeId: game.nodeId,
      gameName: gameName(game, language),
      provider,
      walletVendor,
      autoTransfer,
    };
  }

  /** The category is enabled and so is its whitelabel module, if it has one. */
  private async categoryOn(code: string): Promise<boolean> {
    const category = await this.deps.repository.category(code);
    if (!category || category.enabled !== 1) return false;
    if (category.modId === null) return true;
    return (await this.deps.whitelabel.getEnabledModuleIds()).has(category.modId);
  }

  private async maintenance(language: Language): Promise<AppError> {
    const popular = await this.deps.catalogue.popular(language, MAINTENANCE_SUGGESTIONS);
    return new AppError('GAME_MAINTENANCE', {}, undefined, { popular });
  }
}

function pickLanguage(asked: string | undefined, fallback: Language): Language {
  const upper = asked?.trim().toUpperCase();
  return isLanguage(upper) ? upper : fallback;
}
