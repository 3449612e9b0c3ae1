import { useTranslation } from 'react-i18next';
import { useSession } from '../api/get-session';
import { currencySymbol } from '../../lib/money';
import { safePortalPath, type LaunchParams } from '../lib/launch-params';
import { useFailureText } from './error-banner';
import { GameShell } from './game-shell';
import { HouseProvider } from './house-context';
import styles from './house.module.css';

function Notice({ text, back }: { text: string; back: string }) {
  const { t } = useTranslation('house');
  return (
    <div className={styles.notice} role="alert">
      <p>{text}</p>
      <a className={styles.exit} href={back} target="_top">
        {t('exit')}
      </a>
    </div>
  );
}

function SessionPage({ params }: { params: LaunchParams }) {
  const { t } = useTranslation('house');
  const failureText = useFailureText();
  const session = useSession(params.token);
  const fallbackBack = params.back ?? '/';
  if (session.isPending) {
    return (
      <p className={styles.notice} role="status">
        {t('loadingGame')}
      </p>
    );
  }
  if (session.isError) {
    return (
      <Notice text={`${failureText(session.error)} ${t('errors.reopen')}`} back={fallbackBack} />
    );
  }
  const back = params.back ?? safePortalPath(session.data.backUrl) ?? '/';
  return (
    <HouseProvider token={params.token} currency={currencySymbol(session.data.currency)}>
      <GameShell session={session.data} back={back} />
    </HouseProvider>
  );
}

/** The game page: the launch token opens a session whose config names the engine to show. */
export function HousePage({ params }: { params: LaunchParams }) {
  const { t } = useTranslation('house');
  if (!params.token) return <Notice text={t('errors.noToken')} back={params.back ?? '/'} />;
  return <SessionPage params={params} />;
}
