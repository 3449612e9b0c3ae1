import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorWithdrawal } from '@portal/shared/schemas/withdrawal';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Badge, DescriptionList } from '../../../components/ui/primitives';
import { formatSiteTime } from '../../../lib/format';
import {
  Age,
  DataUrlImage,
  Money,
  NameCheck,
  present,
  Section,
  useNow,
} from '../queue/order-parts';
import styles from '../cashier.module.css';
import { WITHDRAWALS } from './withdrawal-calls';
import { disputed, withdrawalTone } from './withdrawal-status';

/** The receipt step in the member's words, with its deadline while the member may answer. */
export function ReceiptStateText({ order }: { order: OperatorWithdrawal }) {
  const { t } = useTranslation('cashier');
  return (
    <>
      {t(`withdrawal.receiptState.${order.receiptState}`, {
        due: formatSiteTime(order.receiptDueAt),
      })}
    </>
  );
}

export type WithdrawalAction = 'approve' | 'reject' | 'refund' | 'force';

/**
 * One withdrawal as finance checks it: the member and their real name against the card holder,
 * where the receipt step stands as the member sees it, the images, and what may be done next.
 */
export function WithdrawalDetail({
  order,
  onClose,
  canDecide,
  onAction,
}: {
  order: OperatorWithdrawal | null;
  onClose: () => void;
  canDecide: boolean;
  onAction: (action: WithdrawalAction, order: OperatorWithdrawal) => void;
}) {
  const { t } = useTranslation('cashier');
  const now = useNow();
  const [showProof, setShowProof] = useState(false);
  const [showSlip, setShowSlip] = useState(false);
  if (!order) return null;
  const money = (value: number | null) =>
    value === null ? null : <Money amount={value} currency={order.currency} />;
  const decision = present([
    [t('withdrawal.decidedBy'), order.decidedBy],
    [t('withdrawal.decidedAt'), order.decidedAt && formatSiteTime(order.decidedAt)],
    [t('withdrawal.receiptDue'), order.receiptDueAt && formatSiteTime(order.receiptDueAt)],
    [t('withdrawal.receivedAmount'), money(order.receivedAmount)],
    [t('withdrawal.remainderAmount'), money(order.remainderAmount)],
    [t('withdrawal.refundedAmount'), money(order.refundedAmount)],
    [t('withdrawal.rejectReason'), order.rejectReason],
    [t('withdrawal.resolvedBy'), order.resolvedBy],
    [t('withdrawal.resolutionNote'), order.resolutionNote],
  ]);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (open) return;
        setShowProof(false);
        setShowSlip(false);
        onClose();
      }}
      size="wide"
      title={t('withdrawal.detailTitle', { orderNo: order.orderNo })}
    >
      <div className={styles.detail}>
        <div className={styles.detailHead}>
          <span className={styles.detailAmount}>
            <Money amount={order.amount} currency={order.currency} />
          </span>
          <Badge tone={withdrawalTone[order.status]}>
            {t(`withdrawal.status.${order.status}`)}
          </Badge>
          <span className={styles.muted}>
            {formatSiteTime(order.createdAt)} · <Age since={order.createdAt} now={now} />
          </span>
        </div>
        <p className={styles.memberSees}>
          <strong>{t('withdrawal.memberSees')}: </strong>
          <ReceiptStateText order={order} />
        </p>
        <div className={styles.columns}>
          <Section title={t('column.member')}>
            <DescriptionList
              items={[
                [t('column.member'), order.memberAccount],
                [t('column.realName'), order.memberPayeeName],
                [
                  t('column.holder'),
                  <NameCheck
                    key="holder"
                    name={order.holderName}
                    realName={order.memberPayeeName}
                  />,
                ],
                [t('withdrawal.bank'), order.bankName],
                [
                  t('withdrawal.accountNumber'),
                  <span key="n" className={styles.mono}>
                    {order.accountNumber}
                  </span>,
                ],
              ]}
            />
          </Section>
          {decision.length > 0 ? (
            <Section title={t('column.receipt')}>
              <DescriptionList items={decision} />
            </Section>
          ) : null}
        </div>
        {canDecide && (order.hasProof || order.hasPayoutProof) ? (
          <div className={styles.columns}>
            {order.hasProof ? (
              <Section title={t('withdrawal.memberProof')}>
                {showProof ? (
                  <DataUrlImage
                    path={`${WITHDRAWALS}/${order.orderNo}/proof`}
                    alt={t('withdrawal.proofImage', { orderNo: order.orderNo })}
                  />
                ) : (
                  <Button size="sm" onClick={() => setShowProof(true)}>
                    {t('withdrawal.showMemberProof')}
                  </Button>
                )}
              </Section>
            ) : null}
            {order.hasPayoutProof ? (
              <Section title={t('withdrawal.payoutSlip')}>
                {showSlip ? (
                  <DataUrlImage
                    path={`${WITHDRAWALS}/${order.orderNo}/payout-proof`}
                    alt={t('withdrawal.slipImage', { orderNo: order.orderNo })}
                  />
                ) : (
                  <Button size="sm" onClick={() => setShowSlip(true)}>
                    {t('withdrawal.showPayoutSlip')}
                  </Button>
                )}
              </Section>
            ) : null}
          </div>
        ) : null}
        {canDecide ? <DetailActions order={order} onAction={onAction} /> : null}
      </div>
    </Dialog>
  );
}

function DetailActions({
  order,
  onAction,
}: {
  order: OperatorWithdrawal;
  onAction: (action: WithdrawalAction, order: OperatorWithdrawal) => void;
}) {
  const { t } = useTranslation('cashier');
  if (order.status === 'pending') {
    return (
      <div className={styles.footerActions}>
        <Button variant="danger" onClick={() => onAction('reject', order)}>
          {t('withdrawal.reject')}
        </Button>
        <Button variant="primary" onClick={() => onAction('approve', order)}>
          {t('withdrawal.approve')}
        </Button>
      </div>
    );
  }
  if (disputed(order.status)) {
    return (
      <div className={styles.footerActions}>
        <Button onClick={() => onAction('force', order)}>{t('withdrawal.forceReceived')}</Button>
        <Button variant="primary" onClick={() => onAction('refund', order)}>
          {t('withdrawal.refund')}
        </Button>
      </div>
    );
  }
  return null;
}
