import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modals/modal';
import { Button } from '../../../components/ui/button';
import { useLaunchDialogs } from '../hooks/use-launch-dialogs';
import { useLaunchGame } from '../hooks/use-launch-game';
import { GameWalletDialog } from '../../wallet/components/game-wallet-dialog';
import { MaintenanceDialog } from './maintenance-dialog';

/**
 * Draws the dialog a launch raised: the transfer offered before a game
 * that plays from a vendor's own wallet, the maintenance notice with popular games, or the
 * reason a launch failed. A page that launches games renders it once; leaving
 * the page closes whatever was open.
 */
export function LaunchDialogs() {
  const { t } = useTranslation('games');
  const dialog = useLaunchDialogs((state) => state.dialog);
  const close = useLaunchDialogs((state) => state.close);
  const { launch, pendingNodeId } = useLaunchGame();

  useEffect(() => close, [close]);

  if (!dialog) return null;
  if (dialog.kind === 'transfer') {
    const open = () => void launch(dialog.game, { offerTransfer: false });
    return (
      <GameWalletDialog
        vendor={dialog.vendor}
        mode="launch"
        onTransferred={open}
        onSkip={open}
        onClose={close}
      />
    );
  }
  if (dialog.kind === 'maintenance') {
    return (
      <MaintenanceDialog
        gameName={dialog.gameName}
        popular={dialog.popular}
        onClose={close}
        onLaunch={launch}
        pendingNodeId={pendingNodeId}
      />
    );
  }
  return (
    <Modal
      open
      onClose={close}
      title={t('launchError.title')}
      width={420}
      height={160}
      footer={
        <Button isDefault onClick={close}>
          {t('launchError.ok')}
        </Button>
      }
    >
      <p>{dialog.message}</p>
    </Modal>
  );
}
