import type { HouseEngineName } from '@portal/shared/schemas/house-games';
import { AppError } from '../../lib/app-error.js';
import type { AuthenticateValue } from '../seamless/protocol.js';
import type { HouseGame } from './house-config.js';
import type { HouseGamesRepository } from './house-games.repository.js';
import type { HouseWalletClient } from './wallet-client.js';

/** A page call's player, as the wallet knows them by the launch token, and the token's game. */
export interface HousePlayer {
  token: string;
  player: AuthenticateValue;
  game: HouseGame;
}

/**
 * Every page call starts here: the wallet's `authenticate` says whose token it is and which game
 * it was issued for. The provider keeps no sessions of its own.
 */
export class HousePlayers {
  constructor(
    private readonly wallet: HouseWalletClient,
    private readonly repository: HouseGamesRepository,
  ) {}

  /** The token's player and game; GAME_NOT_FOUND when the game is not `engine`'s. */
  async resolve(token: string, engine?: HouseEngineName): Promise<HousePlayer> {
    const player = await this.wallet.authenticate(token);
    const game = await this.repository.findGame(player.gameCode);
    if (!game || (engine && game.engine !== engine)) throw new AppError('GAME_NOT_FOUND');
    return { token, player, game };
  }

  /** As `resolve`, for a call that takes a stake: refused while the game is under maintenance. */
  async resolveToPlay(token: string, engine: HouseEngineName): Promise<HousePlayer> {
    const session = await this.resolve(token, engine);
    if (session.game.maintenance) throw new AppError('GAME_MAINTENANCE');
    return session;
  }
}
