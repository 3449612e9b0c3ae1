import { Suspense, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HOUSE_READY_MESSAGE,
  HOUSE_TRANSFER_REQUEST,
  PORTAL_TRANSFER_OFFER,
  PORTAL_WALLET_MOVED,
} from '@portal/shared/schemas/house-games';
import type { AutoTransferOutcome } from '@portal/shared/schemas/wallet';
import { lazyComponent } from '../../../lib/lazy-component';
import { formatCurrency } from '../../../lib/money';
import { useBalance } from '../../session/api/get-balance';
import { useWalletSettings } from '../../wallet/api/wallet-settings';
import { newTransferReference, recallAllWallets } from '../../wallet/api/wallet-transfer';
import styles from './game-frame.module.css';

const GameWalletDialog = lazyComponent(() =>
  import('../../wallet/components/game-wallet-dialog').then((module) => module.GameWalletDialog),
);

type FrameRef = RefObject<HTMLIFrameElement | null>;

/** A message from the game page in this frame, on this site's origin; null for anything else. */
function frameMessageType(event: MessageEvent, frame: FrameRef): unknown {
  if (event.origin !== window.location.origin) return null;
  if (!frame.current || event.source !== frame.current.contentWindow) return null;
  return (event.data as { type?: unknown } | null)?.type ?? null;
}

function postToFrame(frame: FrameRef, type: string) {
  frame.current?.contentWindow?.postMessage({ type }, window.location.origin);
}

/**
 * With the automatic transfer on, leaving a game that plays from a vendor's wallet brings that
 * money back to main: when the route unmounts, and when the page itself goes (the game's own
 * exit link loads the portal anew). The call outlives the page.
 */
function useRecallOnLeave(walletVendor: string | null) {
  const settings = useWalletSettings();
  const auto = walletVendor !== null && settings.data?.autoTransfer === true;
  useEffect(() => {
    if (!auto) return;
    let done = false;
    let mounted = true;
    const recall = () => {
      if (done) return;
      done = true;
      // Whatever happens is seen in the wallets; a vendor that keeps it now is asked next launch.
      recallAllWallets(newTransferReference('rc'), { keepalive: true }).catch(() => {});
    };
    window.addEventListener('pagehide', recall);
    return () => {
      mounted = false;
      window.removeEventListener('pagehide', recall);
      // React's development double mount runs this and mounts again at once: only a real leave
      // finds the component still gone on the next task.
      setTimeout(() => {
        if (!mounted) recall();
      });
    };
  }, [auto]);
}

/**
 * Tells the game page that it may offer "Transfer in", and answers its request with the transfer
 * dialog; once money moved the page is told to read its balance again.
 */
function useTransferIn(frame: FrameRef, walletVendor: string | null) {
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!walletVendor) return;
    const onMessage = (event: MessageEvent) => {
      const type = frameMessageType(event, frame);
      if (type === HOUSE_READY_MESSAGE) postToFrame(frame, PORTAL_TRANSFER_OFFER);
      else if (type === HOUSE_TRANSFER_REQUEST) setAsked(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, walletVendor]);
  const close = useCallback(() => setAsked(false), []);
  const moved = useCallback(() => {
    setAsked(false);
    postToFrame(frame, PORTAL_WALLET_MOVED);
  }, [frame]);
  return { asked, close, moved };
}

/** What the automatic transfer did, when it did not simply move everything. */
function AutoTransferNotice({
  outcome,
  vendorName,
}: {
  outcome: AutoTransferOutcome;
  vendorName: string;
}) {
  const { t } = useTranslation('wallet');
  const balance = useBalance();
  const [shown, setShown] = useState(true);
  if (!shown || outcome.status === 'SUCCESS') return null;
  const amount = formatCurrency(outcome.amount, balance.data?.currencySymbol ?? '');
  const key =
    outcome.status === 'PENDING'
      ? 'gameTransfer.autoPending'
      : outcome.reason === 'transfer_in_progress'
        ? 'gameTransfer.autoBusy'
        : 'gameTransfer.autoFailed';
  return (
    <div
      className={styles.notice}
      role={outcome.status === 'FAILED' ? 'alert' : 'status'}
      data-status={outcome.status}
    >
      <p>{t(key, { amount, vendor: vendorName })}</p>
      <button
        type="button"
        className={styles.noticeClose}
        onClick={() => setShown(false)}
        aria-label={t('gameTransfer.dismiss')}
      >
        ×
      </button>
    </div>
  );
}

/**
 * The wallet side of a game in the frame: the automatic transfer's notice, the transfer-in
 * exchange with the game page, and the recall when the member leaves.
 */
export function GameFrameWallet({
  frame,
  walletVendor,
  autoTransfer,
}: {
  frame: FrameRef;
  walletVendor: string | null;
  autoTransfer: AutoTransferOutcome | null;
}) {
  useRecallOnLeave(walletVendor);
  const transferIn = useTransferIn(frame, walletVendor);
  const balance = useBalance();
  const vendorName = useRef(walletVendor ?? '');
  const entry = balance.data?.wallets?.find((wallet) => wallet.vendor === walletVendor);
  if (entry) vendorName.current = entry.name;
  return (
    <>
      {autoTransfer && (
        <AutoTransferNotice outcome={autoTransfer} vendorName={vendorName.current} />
      )}
      {transferIn.asked && walletVendor && (
        <Suspense fallback={null}>
          <GameWalletDialog
            vendor={walletVendor}
            mode="topUp"
            onTransferred={transferIn.moved}
            onSkip={transferIn.close}
            onClose={transferIn.close}
          />
        </Suspense>
      )}
    </>
  );
}
