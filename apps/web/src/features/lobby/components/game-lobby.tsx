import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { useLobbyVendors } from '../hooks/use-lobby-vendors';
import { listTypeFromQuery, type ListType, type LobbyKey } from '../lobby-key';
import { ListTypeStrip } from './list-type-strip';
import { VendorMenu } from './vendor-menu';
import styles from './game-lobby.module.css';

interface GameLobbyProps {
  lobby: LobbyKey;
  signedIn: boolean;
  /** The query parameter naming the vendor: `vassalage`, or `vendor` on the lottery page. */
  vendorParam?: 'vassalage' | 'vendor';
}

/** A lobby: category title, vendor menu, list-type strip and the vendor's game grid. */
export function GameLobby({ lobby, signedIn, vendorParam = 'vassalage' }: GameLobbyProps) {
  const { t } = useTranslation('pages');
  const [search, setSearch] = useSearchParams();
  const { vendors, isPending, error, refetch } = useLobbyVendors(lobby);
  const title = t(`lobby.title.${lobby}`);

  const requested = search.get(vendorParam);
  const vendor = vendors.find((item) => item.vassalage === requested) ?? vendors[0];
  const listType = listTypeFromQuery(search);
  const hasHot = vendors.some((item) => item.isHot);

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
    body = <Spinner />;
  } else if (error) {
    body = <ErrorState error={error} onRetry={() => void refetch()} />;
  } else if (!vendor) {
    body = <EmptyState title={t('lobby.noVendors')} description={t('lobby.noVendorsText')} />;
  } else {
    body = (
      <>
        <VendorMenu vendors={vendors} selected={vendor.vassalage} onSelect={handleVendor} />
        <ListTypeStrip
          value={listType}
          onChange={handleListType}
          showHot={hasHot}
          showFav={signedIn}
        />
        <div className={styles.grid} aria-live="polite">
          {vendor.maintenance ? (
            <EmptyState title={t('lobby.vendorMaintenance', { vendor: vendor.title })} />
          ) : listType === 'recent' && !signedIn ? (
            <EmptyState title={t('lobby.loginForRecent')} />
          ) : (
            <EmptyState
              title={t('lobby.noGames', { vendor: vendor.title })}
              description={t('lobby.noGamesText')}
            />
          )}
        </div>
      </>
    );
  }

  return (
    <section className={styles.lobby} aria-labelledby="lobby-title">
      <h1 id="lobby-title" className={styles.title}>
        {title}
      </h1>
      {body}
    </section>
  );
}
