import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HOUSE_BALANCE_MESSAGE, PORTAL_PLAY_PAUSE } from '@portal/shared/schemas/house-games';
import { BALANCE_KEY } from '../../session/api/get-balance';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ChevronIcon } from '../../../components/ui/icons';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import type { GameFrameState } from '../../games/hooks/use-launch-game';
import { usePlayPause } from '../../../lib/play-pause';
import { GameFrameWallet } from './game-frame-wallet';
import { SportsLaunch } from './sports-launch';
import styles from './game-frame.module.css';

export type FrameKind = 'game' | 'seamless' | 'fbsports';

/** Only web pages may fill the frame: an http(s) address or a path on this site. */
export function frameUrl(raw: string | null): string | null {
  const url = raw?.trim();
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

/** Where the exit link leads: the page the game was opened from, else the kind's lobby. */
export function frameExit(kind: FrameKind, state: unknown): { to: string; gameName: string } {
  const launched = (state ?? {}) as Partial<GameFrameState>;
  return {
    to: isSitePath(launched.from) ? launched.from : kind === 'fbsports' ? paths.sports : paths.rng,
    gameName: typeof launched.gameName === 'string' ? launched.gameName : '',
  };
}

/** The wallet the launch said the game plays from, and what its automatic transfer did. */
export function frameWallet(state: unknown): Pick<GameFrameState, 'walletVendor' | 'autoTransfer'> {
  const launched = (state ?? {}) as Partial<GameFrameState>;
  return {
    walletVendor: typeof launched.walletVendor === 'string' ? launched.walletVendor : null,
    autoTransfer:
      launched.autoTransfer && typeof launched.autoTransfer.status === 'string'
        ? launched.autoTransfer
        : null,
  };
}

/**
 * The header balance follows the game: refreshed when the game page in the frame says the wallet
 * moved (only a message from that frame on this site's origin counts), and when the player leaves.
 */
function useBalanceFollowsGame(frame: React.RefObject<HTMLIFrameElement | null>) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type === HOUSE_BALANCE_MESSAGE) refresh();
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      refresh();
    };
  }, [queryClient, frame]);
}

/**
 * While a reminder pauses play, the frame takes no input and a game page of this site (the house
 * games) is told to stop taking bets; it is told again when play resumes.
 */
function usePauseFollowsReminder(frame: React.RefObject<HTMLIFrameElement | null>): boolean {
  const paused = usePlayPause((state) => state.paused);
  useEffect(() => {
    frame.current?.contentWindow?.postMessage(
      { type: PORTAL_PLAY_PAUSE, paused },
      window.location.origin,
    );
  }, [frame, paused]);
  return paused;
}

/** A launched game (or provider page) in a frame filling the viewport under the header. */
export function GameFrame({ kind }: { kind: FrameKind }) {
  const { t } = useTranslation(['pages', 'errors']);
  const [search] = useSearchParams();
  const location = useLocation();
  const given = search.get('url')?.trim();
  const url = frameUrl(given ?? null);
  const exit = frameExit(kind, location.state);
  const wallet = frameWallet(location.state);
  const frame = useRef<HTMLIFrameElement>(null);
  useBalanceFollowsGame(frame);
  const paused = usePauseFollowsReminder(frame);

  if (!url && kind === 'fbsports') return <SportsLaunch />;
  if (!url) {
    return (
      <div className={styles.empty}>
        <EmptyState
          // An address was given but is not one a frame may open: say so, not "nothing here".
          title={given ? t('errors:text.invalidUrl') : t(`frame.${kind}.emptyTitle`)}
          description={t(`frame.${kind}.emptyText`)}
          action={
            <Link className={styles.link} to={exit.to}>
              {t(`frame.${kind}.toLobby`)}
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <>
      <div className={styles.bar}>
        <Link className={styles.exit} to={exit.to}>
          <ChevronIcon direction="left" size={18} />
          {t('frame.exit')}
        </Link>
        {exit.gameName && <span className={styles.gameName}>{exit.gameName}</span>}
      </div>
      <GameFrameWallet
        frame={frame}
        walletVendor={wallet.walletVendor ?? null}
        autoTransfer={wallet.autoTransfer ?? null}
      />
      <iframe
        ref={frame}
        className={styles.frame}
        src={url}
        title={exit.gameName || t(`frame.${kind}.title`)}
        allow="autoplay; fullscreen; clipboard-write"
        inert={paused}
        data-paused={paused || undefined}
        referrerPolicy="no-referrer-when-downgrade"
      />
    </>
  );
}
