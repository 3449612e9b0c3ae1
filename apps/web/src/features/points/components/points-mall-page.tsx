import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointReward } from '@portal/shared/schemas/points';
import { lazyComponent } from '../../../lib/lazy-component';
import { usePlayGate } from '../../session/real-money-gate';
import { useSession } from '../../session/hooks/use-session';
import { usePointBalance } from '../api/get-point-balance';
import { usePointConfig } from '../api/get-point-config';
import { PointsBalance } from './points-balance';
import { PointsHistory } from './points-history';
import { PointsRules } from './points-rules';
import { RewardCatalogue } from './reward-catalogue';
import styles from './points.module.css';

// The dialogs (and the payload encryption they use) load with the first exchange or conversion.
const ExchangeDialog = lazyComponent(() =>
  import('./exchange-dialog').then((m) => m.ExchangeDialog),
);
const ConvertDialog = lazyComponent(() => import('./convert-dialog').then((m) => m.ConvertDialog));

/**
 * /pointMall (spec sections 1, 2 and 9): the member's points and what they are worth, the
 * reward catalogue by type, the exchange and conversion dialogs behind the payment password,
 * the member's history and the rules. A visitor sees the catalogue and the rules; anything that
 * spends points asks them to log in first.
 */
export function PointsMallPage() {
  const { t, i18n } = useTranslation('points');
  const token = useSession((state) => state.token);
  const { guard } = usePlayGate();
  const balance = usePointBalance(token);
  const config = usePointConfig(i18n.language);
  const [exchanging, setExchanging] = useState<PointReward | null>(null);
  const [converting, setConverting] = useState(false);

  const signedIn = token !== null;
  const enabled = config.data?.enabled ?? true;

  return (
    <div className={styles.page}>
      <header className={styles.hero} aria-labelledby="points-mall-title">
        <div className={styles.heroText}>
          <h1 id="points-mall-title" className={styles.title}>
            {t('title')}
          </h1>
          <p className={styles.lead}>{t('intro')}</p>
        </div>
        <PointsBalance
          signedIn={signedIn}
          balance={balance}
          canConvert={enabled && config.isSuccess}
          onConvert={() => void guard(() => setConverting(true))}
        />
      </header>
      {!enabled && (
        <p className={styles.closed} role="status">
          {t('closed')}
        </p>
      )}
      <RewardCatalogue
        balance={signedIn ? (balance.data?.balance ?? null) : null}
        enabled={enabled}
        onExchange={(reward) => void guard(() => setExchanging(reward))}
      />
      {signedIn && <PointsHistory />}
      <PointsRules config={config} />
      <Suspense fallback={null}>
        {exchanging && (
          <ExchangeDialog
            reward={exchanging}
            balance={balance.data?.balance ?? null}
            onClose={() => setExchanging(null)}
          />
        )}
        {converting && balance.data && config.data && (
          <ConvertDialog
            balance={balance.data}
            conversion={config.data.conversion}
            onClose={() => setConverting(false)}
          />
        )}
      </Suspense>
    </div>
  );
}
