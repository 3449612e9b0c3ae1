import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CentrePageProps } from '../../../components/centre/centre-page';
import { useDepositResult } from '../hooks/use-deposit-result';
import { DepositForm } from './deposit-form';
import { DepositHistory } from './deposit-history';
import { ReturnedOrder } from './returned-order';
import styles from './deposit.module.css';

type Tab = 'deposit' | 'history';
const TABS: readonly Tab[] = ['deposit', 'history'];

/**
 * The member centre's deposit page (in_increase_deposit, depositv2): a form to pay in through
 * one of the operator's channels, and the history of deposits with their states. Coming back
 * from a payment gateway, the order's result shows on top.
 */
export function DepositPage(_props: CentrePageProps) {
  const { t } = useTranslation('deposit');
  const baseId = useId();
  const [tab, setTab] = useState<Tab>('deposit');
  const returned = useDepositResult((state) => state.orderNo);
  const dismiss = useDepositResult((state) => state.dismiss);

  return (
    <div className={styles.page}>
      {returned && (
        <ReturnedOrder
          orderNo={returned}
          onClose={dismiss}
          onShowHistory={() => {
            dismiss();
            setTab('history');
          }}
        />
      )}
      <div role="tablist" aria-label={t('tabs.label')} className={styles.tabs}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${baseId}-${name}-tab`}
            aria-selected={tab === name}
            aria-controls={`${baseId}-${name}-panel`}
            className={styles.tab}
            onClick={() => setTab(name)}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${tab}-panel`}
        aria-labelledby={`${baseId}-${tab}-tab`}
        className={styles.panel}
      >
        {tab === 'deposit' ? (
          <DepositForm onShowHistory={() => setTab('history')} />
        ) : (
          <DepositHistory />
        )}
      </div>
    </div>
  );
}
