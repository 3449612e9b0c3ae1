import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useSportsLaunch } from '../../games/hooks/use-sports-launch';
import styles from './game-frame.module.css';

/** /fbsports without an address: opens the sportsbook, or says why it cannot. */
export function SportsLaunch() {
  const { t } = useTranslation('pages');
  const [search] = useSearchParams();
  const { signedIn, pending, error, retry } = useSportsLaunch(search.get('vassalage') ?? undefined);

  let body;
  if (error) {
    body = <ErrorState title={t('frame.fbsports.emptyTitle')} error={error} onRetry={retry} />;
  } else if (!signedIn) {
    body = (
      <EmptyState
        title={t('frame.fbsports.emptyTitle')}
        description={t('frame.fbsports.loginText')}
        action={<Button onClick={retry}>{t('frame.fbsports.login')}</Button>}
      />
    );
  } else if (pending) {
    body = <Spinner label={t('frame.fbsports.opening')} />;
  } else {
    body = (
      <EmptyState
        title={t('frame.fbsports.emptyTitle')}
        description={t('frame.fbsports.emptyText')}
        action={
          <Link className={styles.link} to={paths.sports}>
            {t('frame.fbsports.toLobby')}
          </Link>
        }
      />
    );
  }
  return <div className={styles.empty}>{body}</div>;
}
