import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseGameConfig, HouseSessionValue } from '@portal/shared/schemas/house-games';
import { formatCurrency } from '../lib/money';
import { ErrorBanner } from './error-banner';
import { useHouse } from './house-context';
import { RoundsPanel } from './rounds-panel';
import styles from './house.module.css';

// Each page plays one engine: only its code is fetched.
const SlotGame = lazy(() =>
  import('../engines/slot/slot-game').then((module) => ({ default: module.SlotGame })),
);
const RouletteGame = lazy(() =>
  import('../engines/roulette/roulette-game').then((module) => ({ default: module.RouletteGame })),
);
const CrashGame = lazy(() =>
  import('../engines/crash/crash-game').then((module) => ({ default: module.CrashGame })),
);
const MatchGame = lazy(() =>
  import('../engines/match/match-game').then((module) => ({ default: module.MatchGame })),
);

function EngineView({ config }: { config: HouseGameConfig }) {
  switch (config.engine) {
    case 'slot':
      return <SlotGame config={config} />;
    case 'roulette':
      return <RouletteGame config={config} />;
    case 'crash':
      return <CrashGame config={config} />;
    case 'match':
      return <MatchGame config={config} />;
  }
}

/** The frame around every engine: title, balance, exit, the error banner and the last rounds. */
export function GameShell({ session, back }: { session: HouseSessionValue; back: string }) {
  const { t } = useTranslation('house');
  const { currency, paused } = useHouse();
  useEffect(() => {
    document.title = session.gameName;
  }, [session.gameName]);
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <h1 className={styles.title}>{session.gameName}</h1>
        <p className={styles.balance}>
          <span className={styles.balanceLabel}>{t('balance')}</span>{' '}
          <strong aria-live="polite" data-testid="balance">
            {formatCurrency(session.balance, currency)}
          </strong>
        </p>
        <a className={styles.exit} href={back} target="_top">
          {t('exit')}
        </a>
      </header>
      <ErrorBanner back={back} />
      {paused && (
        <p role="status" className={styles.paused}>
          {t('paused')}
        </p>
      )}
      <div className={styles.body} inert={paused}>
        <main className={styles.game}>
          <Suspense fallback={<p className={styles.muted}>{t('loading')}</p>}>
            <EngineView config={session.config} />
          </Suspense>
        </main>
        <aside className={styles.side}>
          <RoundsPanel />
        </aside>
      </div>
    </div>
  );
}
