import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Withdrawal, WithdrawInfo } from '@portal/shared/schemas/withdrawal';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import type { CentrePageProps } from '../../../components/centre/centre-page';
import { useWithdrawInfo } from '../api/get-withdraw-info';
import { useMoney } from '../withdraw-format';
import { BankCardsSection } from './bank-cards-section';
import { ReceiptPanel } from './receipt-panel';
import { RequirementsPanel } from './requirements-panel';
import { SetupSteps } from './setup-steps';
import { WithdrawForm } from './withdraw-form';
import { WithdrawHistory } from './withdraw-history';
import styles from './withdraw.module.css';

/**
 * The member centre's withdraw page (in_increase_withdrawal): what can be withdrawn, the steps
 * still missing, receipts to confirm, what still holds a withdrawal back, the request form, the
 * bank cards and the history.
 */
export function WithdrawPage({ navigate }: CentrePageProps) {
  const { t } = useTranslation('withdraw');
  const info = useWithdrawInfo();

  if (info.isPending) return <Spinner />;
  if (info.isError) {
    return (
      <ErrorState
        title={t('loadFailed')}
        error={info.error}
        onRetry={() => void info.refetch()}
        retrying={info.isFetching}
      />
    );
  }
  return <Withdraw info={info.data} navigate={navigate} />;
}

function Withdraw({ info, navigate }: { info: WithdrawInfo; navigate: (page: string) => void }) {
  const { t } = useTranslation('withdraw');
  const money = useMoney();
  // The add-card form opens from its own section or from the set-up steps.
  const [addingCard, setAddingCard] = useState(false);
  const [answered, setAnswered] = useState<Withdrawal | null>(null);
  const ready = info.payeeName !== null && info.hasPaymentPassword && info.cards.length > 0;
  const turnoverDue = info.turnoverRemaining > 0;

  return (
    <div className={styles.page}>
      {!ready && (
        <SetupSteps
          info={info}
          onOpenSecurity={() => navigate('securityCenter')}
          onAddCard={() => setAddingCard(true)}
        />
      )}

      {info.awaitingReceipt.map((order) => (
        <ReceiptPanel key={order.orderNo} order={order} onAnswered={setAnswered} />
      ))}
      {answered && (
        <p role="status" className={styles.notice}>
          {t('receipt.thanks', {
            orderNo: answered.orderNo,
            status: t(`status.${answered.status}`),
          })}
        </p>
      )}

      <dl className={styles.summary}>
        <div className={styles.tile}>
          <dt>{t('summary.balance')}</dt>
          <dd data-testid="withdrawable-balance">{money(info.balance)}</dd>
        </div>
        <div
          className={[styles.tile, turnoverDue ? styles.tileWarning : styles.tileClear].join(' ')}
        >
          <dt>{t('summary.turnover')}</dt>
          <dd data-testid="turnover-remaining">{money(info.turnoverRemaining)}</dd>
        </div>
        <div className={[styles.tile, styles.tileRange].join(' ')}>
          <dt>{t('summary.limits')}</dt>
          <dd>
            <span className={styles.nowrap}>{money(info.min)}</span> –{' '}
            <span className={styles.nowrap}>{money(info.max)}</span>
          </dd>
        </div>
      </dl>

      <RequirementsPanel
        requirements={info.requirements}
        onOpenBonuses={() => navigate('bonusDetails')}
      />

      {ready && (
        <WithdrawForm
          info={info}
          onOpenBonuses={() => navigate('bonusDetails')}
          onOpenKyc={() => navigate('identityCheck')}
        />
      )}

      <BankCardsSection info={info} adding={addingCard} onAddingChange={setAddingCard} />

      <WithdrawHistory />
    </div>
  );
}
