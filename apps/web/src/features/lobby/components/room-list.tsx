import { useTranslation } from 'react-i18next';
import type { Room } from '@portal/shared/schemas/games';
import type { Vendor } from '@portal/shared/schemas/system';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useRoomList } from '../../games/api/get-room-list';
import { formatAmount } from '../../../lib/money';
import { useLaunchGame } from '../../games/hooks/use-launch-game';
import { useAuthModal } from '../../session/hooks/use-auth-modal';
import styles from './room-list.module.css';

const RED_NUMBERS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** A roulette result's colour; other outcomes are shown plain. */
export function resultTone(result: string): 'red' | 'black' | 'green' | 'plain' {
  if (!/^\d{1,2}$/.test(result)) return 'plain';
  const number = Number(result);
  if (number === 0) return 'green';
  if (number > 36) return 'plain';
  return RED_NUMBERS.has(number) ? 'red' : 'black';
}

/** A live vendor's tables with their last results and players; a table opens its game. */
export function RoomList({ vendor, signedIn }: { vendor: Vendor; signedIn: boolean }) {
  const { t } = useTranslation('pages');
  const rooms = useRoomList(vendor.vassalage);
  const { launch, pendingNodeId } = useLaunchGame();

  let body;
  if (!signedIn) {
    body = (
      <div className={styles.login}>
        <p>{t('lobby.rooms.login')}</p>
        <Button size="sm" onClick={() => useAuthModal.getState().open('login')}>
          {t('lobby.login')}
        </Button>
      </div>
    );
  } else if (rooms.error) {
    body = (
      <ErrorState
        compact
        title={t('lobby.rooms.error')}
        error={rooms.error}
        onRetry={() => void rooms.refetch()}
        retrying={rooms.isFetching}
      />
    );
  } else if (!rooms.data) {
    body = (
      <div className={styles.rooms} aria-busy="true">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={124} radius={12} />
        ))}
      </div>
    );
  } else if (rooms.data.length === 0) {
    body = <p className={styles.none}>{t('lobby.rooms.none', { vendor: vendor.title })}</p>;
  } else {
    body = (
      <ul className={styles.rooms}>
        {rooms.data.map((room) => (
          <RoomCard
            key={room.nodeId}
            room={room}
            pending={pendingNodeId === room.nodeId}
            onOpen={() =>
              void launch({
                nodeId: room.nodeId,
                gameName: room.gameName,
                gameType: 'LIVE',
                vassalage: vendor.vassalage,
                vendor: vendor.vassalage,
              })
            }
          />
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="rooms-title">
      <h2 id="rooms-title" className={styles.heading}>
        {t('lobby.rooms.title')}
      </h2>
      {body}
    </section>
  );
}

function RoomCard({ room, pending, onOpen }: { room: Room; pending: boolean; onOpen: () => void }) {
  const { t } = useTranslation('pages');
  const closed = room.status === 'maintenance';
  return (
    <li>
      <button
        type="button"
        className={styles.room}
        onClick={onOpen}
        disabled={pending}
        aria-busy={pending || undefined}
      >
        <span className={styles.top}>
          <span className={styles.name}>{room.gameName}</span>
          <span className={closed ? styles.closed : styles.open}>
            {t(closed ? 'lobby.rooms.maintenance' : 'lobby.rooms.open')}
          </span>
        </span>
        <span className={styles.limits}>
          {t('lobby.rooms.limits', {
            min: formatAmount(room.minBet),
            max: formatAmount(room.maxBet),
          })}
        </span>
        <span className={styles.results} aria-label={t('lobby.rooms.lastResults')}>
          {room.lastResults.length === 0 ? (
            <span className={styles.noResults}>{t('lobby.rooms.noResults')}</span>
          ) : (
            room.lastResults.map((result, index) => (
              <span key={index} className={styles.result} data-tone={resultTone(result)}>
                {result}
              </span>
            ))
          )}
        </span>
        <span className={styles.players}>{t('lobby.rooms.players', { count: room.players })}</span>
        {pending && (
          <span className={styles.pending}>
            <Spinner size={24} label={t('lobby.rooms.opening', { name: room.gameName })} />
          </span>
        )}
      </button>
    </li>
  );
}
