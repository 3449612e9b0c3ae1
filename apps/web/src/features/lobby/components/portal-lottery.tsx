import { useTranslation } from 'react-i18next';
import { parseLanguage } from '@portal/shared/constants/languages';
import type { GameCategory } from '@portal/shared/constants/site';
import { lotteryGameName } from '@portal/shared/lottery/game-names';
import type { Vendor } from '@portal/shared/schemas/system';
import { Button } from '../../../components/ui/button';
import { useLaunchGame } from '../../games/hooks/use-launch-game';
import { useGameMenu } from '../../lottery/api/get-game-menu';
import styles from './game-lobby.module.css';

/**
 * A lottery the portal plays itself (spec section 4): its games (the fast draws in the ELOTT
 * lobby, every draw in the LOTT one) open on the lottery page, after the same login check as
 * any game, through the launch flow.
 */
export function PortalLottery({ category, vendor }: { category: GameCategory; vendor: Vendor }) {
  const { t, i18n } = useTranslation('pages');
  const gameName = (game: { gameCode: string; name: string }) =>
    lotteryGameName(game.gameCode, game.name, parseLanguage(i18n.language));
  const { launch } = useLaunchGame();
  const menu = useGameMenu();
  const games = (menu.data?.groups ?? [])
    .filter((group) => category !== 'ELOTT' || group.group === 'fast')
    .flatMap((group) => group.gameMenus);

  return (
    <div className={styles.portalLottery}>
      <p>{t('lobby.portalLottery', { vendor: vendor.title })}</p>
      {games.length > 0 && (
        <ul className={styles.portalLotteryGames}>
          {games.map((game) => (
            <li key={game.gameCode}>
              <Button
                variant="secondary"
                onClick={() =>
                  void launch({
                    nodeId: game.gameCode,
                    gameName: gameName(game),
                    gameType: category,
                    vendor: game.vendor,
                    accountTypeName: game.accountTypeName,
                    gameCode: game.gameCode,
                  })
                }
              >
                {gameName(game)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button
        onClick={() =>
          void launch({
            nodeId: vendor.vassalage,
            gameName: vendor.title,
            gameType: category,
            vendor: vendor.vassalage,
            accountTypeName: vendor.vassalage,
          })
        }
      >
        {t('lobby.openLottery', { vendor: vendor.title })}
      </Button>
    </div>
  );
}
