import { useTranslation } from 'react-i18next';
import type { GameCategory } from '@portal/shared/constants/site';
import type { Vendor } from '@portal/shared/schemas/system';
import { Button } from '../../../components/ui/button';
import { useLaunchGame } from '../../games/hooks/use-launch-game';
import styles from './game-lobby.module.css';

/**
 * A lottery the portal plays itself (spec section 4): it opens on the lottery page, after the
 * same login check as any game.
 */
export function PortalLottery({ category, vendor }: { category: GameCategory; vendor: Vendor }) {
  const { t } = useTranslation('pages');
  const { launch } = useLaunchGame();
  return (
    <div className={styles.portalLottery}>
      <p>{t('lobby.portalLottery', { vendor: vendor.title })}</p>
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
