import { useTranslation } from 'react-i18next';
import type { Game } from '@portal/shared/schemas/games';
import { Spinner } from '../../../components/ui/spinner';
import { useWhitelabel } from '../../../api/get-whitelabel';
import { formatCurrency } from '../../../lib/money';
import { FavouriteButton } from './favourite-button';
import { GameIcon } from './game-icon';
import styles from './game-card.module.css';

export interface GameCardProps {
  game: Game;
  onLaunch: (game: Game) => void;
  /** This game is being launched. */
  pending?: boolean;
}

/** A game tile: icon, name, minimum bet, classify and hot badges, maintenance and the star. */
export function GameCard({ game, onLaunch, pending = false }: GameCardProps) {
  const { t } = useTranslation('games');
  const symbol = useWhitelabel().data?.site.currencySymbol ?? '';
  return (
    <li className={styles.card} data-maintenance={game.maintenance || undefined}>
      <button
        type="button"
        className={styles.play}
        onClick={() => onLaunch(game)}
        aria-busy={pending || undefined}
        disabled={pending}
      >
        <span className={styles.art}>
          <GameIcon src={game.icon} name={game.gameName} />
          {game.maintenance && <span className={styles.overlay}>{t('card.maintenance')}</span>}
          {pending && (
            <span className={styles.overlay}>
              <Spinner size={26} label={t('card.launching', { name: game.gameName })} />
            </span>
          )}
        </span>
        <span className={styles.name}>{game.gameName}</span>
      </button>
      {/* Written out in the member's language: a phone has no hover to explain a code. */}
      <span className={styles.badges}>
        {game.gameClassify && (
          <span className={styles.badge} data-testid="classify-badge">
            {t(`classify.${game.gameClassify}`)}
          </span>
        )}
        {game.isHot && <span className={`${styles.badge} ${styles.hot}`}>{t('card.hot')}</span>}
      </span>
      <FavouriteButton game={game} />
      <span className={styles.minBet}>
        {t('card.minBet', { amount: formatCurrency(game.minBet, symbol) })}
      </span>
    </li>
  );
}
