import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { GameGridSkeleton } from '../../games/components/game-grid-skeleton';
import { LaunchDialogs } from '../../games/components/launch-dialogs';
import { storedGameVendor } from '../../games/game-vendor';
import { isPortalLottery } from '../../games/launch-target';
import { useLobbyVendors } from '../hooks/use-lobby-vendors';
import { listTypeFromQuery, lobbyCategory, type ListType, type LobbyKey } from '../lobby-key';
import { LobbyHall } from './lobby-hall';
import { PortalLottery } from './portal-lottery';
import { RoomList } from './room-list';
import { VendorHeading } from './vendor-heading';
import { VendorMenu } from './vendor-menu';
import styles from './game-lobby.module.css';

interface GameLobbyProps {
  lobby: LobbyKey;
  signedIn: boolean;
  /** The query parameter naming the vendor: `vassalage`, or `vendor` on the lottery page. */
  vendorParam?: 'vassalage' | 'vendor';
}

/**
 * A lobby (spec section 2): category title, vendor menu, the chosen vendor's heading, and its
 * game hall; a live lobby adds the vendor's tables, and a lottery lobby opens the portal's own
 * lotteries on the lottery page.
 */
export function GameLobby({ lobby, signedIn, vendorParam = 'vassalage' }: GameLobbyProps) {
  const { t } = useTranslation(['pages', 'games']);
  const [search, setSearch] = useSearchParams();
  const { vendors, isPending, error, refetch } = useLobbyVendors(lobby);
  const category = lobbyCategory(lobby);

  // Without a vendor in the address, the one a vendor tile last opened (spec section 2).
  const requested = search.get(vendorParam) ?? storedGameVendor();
  const vendor = vendors.find((item) => item.vassalage === requested) ?? vendors[0];
  const listType = listTypeFromQuery(search);

  const handleVendor = (vassalage: string) =>
    // A vendor change resets the list type and filters (spec section 4).
    setSearch({ [vendorParam]: vassalage }, { replace: true });

  const handleListType = (next: ListType) => {
    const params = new URLSearchParams(search);
    params.delete('type');
    if (next === 'all') params.delete('page');
    else params.set('page', next);
    setSearch(params, { replace: true });
  };

  let body;
  if (isPending) {
    body = (
      <>
        <Skeleton height={92} radius={12} />
        <GameGridSkeleton label={t('games:grid.loading')} />
      </>
    );
  } else if (error) {
    body = <ErrorState error={error} onRetry={() => void refetch()} />;
  } else if (!vendor) {
    body = <EmptyState title={t('lobby.noVendors')} description={t('lobby.noVendorsText')} />;
  } else {
    let hall;
    if (vendor.maintenance) {
      hall = (
        <EmptyState
          title={t('lobby.vendorMaintenance', { vendor: vendor.title })}
          description={t('lobby.vendorMaintenanceText')}
        />
      );
    } else if (vendorParam === 'vassalage' && isPortalLottery(vendor.vassalage)) {
      // On the lottery page itself the lottery is already open.
      hall = <PortalLottery category={category} vendor={vendor} />;
    } else {
      hall = (
        <>
          {lobby === 'LIVE' && <RoomList vendor={vendor} signedIn={signedIn} />}
          <LobbyHall
            key={`${vendor.vassalage}:${listType}`}
            category={category}
            vendor={vendor}
            listType={listType}
            onListType={handleListType}
            signedIn={signedIn}
            hotVendors={vendors.some((item) => item.isHot)}
          />
        </>
      );
    }
    body = (
      <>
        <VendorMenu vendors={vendors} selected={vendor.vassalage} onSelect={handleVendor} />
        <VendorHeading vendor={vendor} />
        {hall}
      </>
    );
  }

  return (
    <section className={styles.lobby} aria-labelledby="lobby-title">
      <h1 id="lobby-title" className={styles.title}>
        {t(`lobby.title.${lobby}`)}
      </h1>
      {body}
      <LaunchDialogs />
    </section>
  );
}
