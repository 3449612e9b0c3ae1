import { useTranslation } from 'react-i18next';
import type { Game } from '@portal/shared/schemas/games';
import { Modal } from '../../../components/modals/modal';
import { Button } from '../../../components/ui/button';
import { GameGrid } from './game-grid';
import styles from './launch-dialogs.module.css';

interface MaintenanceDialogProps {
  gameName: string;
  popular: readonly Game[];
  onClose: () => void;
  onLaunch: (game: Game) => void;
  pendingNodeId: string | null;
}

/** "Game under maintenance", with popular games that launch when chosen (spec section 8). */
export function MaintenanceDialog({
  gameName,
  popular,
  onClose,
  onLaunch,
  pendingNodeId,
}: MaintenanceDialogProps) {
  const { t } = useTranslation('games');
  return (
    <Modal
      open
      onClose={onClose}
      title={t('maintenance.title')}
      width={760}
      height={240}
      footer={
        <Button variant="secondary" isDefault onClick={onClose}>
          {t('maintenance.close')}
        </Button>
      }
    >
      <div className={styles.stack}>
        <p className={styles.lead}>
          {t(popular.length > 0 ? 'maintenance.text' : 'maintenance.textNoPopular', {
            game: gameName,
          })}
        </p>
        {popular.length > 0 && (
          <GameGrid
            games={popular}
            onLaunch={onLaunch}
            pendingNodeId={pendingNodeId}
            label={t('maintenance.popular')}
          />
        )}
      </div>
    </Modal>
  );
}
