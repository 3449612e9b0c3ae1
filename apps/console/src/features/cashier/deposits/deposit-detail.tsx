import { useTranslation } from 'react-i18next';
import type { OperatorDeposit } from '@portal/shared/schemas/deposit';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Badge, DescriptionList, Notice } from '../../../components/ui/primitives';
import { formatSiteTime } from '../../../lib/format';
import {
  Age,
  Money,
  NameCheck,
  present,
  ReceiptImage,
  Section,
  useNow,
} from '../queue/order-parts';
import styles from '../cashier.module.css';
import { depositTone } from './deposit-status';

/** One deposit as the clerk checks it: who paid, into which channel, the receipt, the decision. */
export function DepositDetail({
  deposit,
  onClose,
  canDecide,
  onConfirm,
  onReject,
}: {
  deposit: OperatorDeposit | null;
  onClose: () => void;
  canDecide: boolean;
  onConfirm: (deposit: OperatorDeposit) => void;
  onReject: (deposit: OperatorDeposit) => void;
}) {
  const { t } = useTranslation('cashier');
  const now = useNow();
  if (!deposit) return null;
  const pending = deposit.status === 'pending';
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="wide"
      title={t('deposit.detailTitle', { orderNo: deposit.orderNo })}
    >
      <div className={styles.detail}>
        <div className={styles.detailHead}>
          <span className={styles.detailAmount}>
            <Money amount={deposit.amount} currency={deposit.currency} />
          </span>
          <Badge tone={depositTone[deposit.status]}>{t(`deposit.status.${deposit.status}`)}</Badge>
          <span className={styles.muted}>
            {formatSiteTime(deposit.createdAt)} · <Age since={deposit.createdAt} now={now} />
          </span>
        </div>
        <div className={styles.columns}>
          <Section title={t('column.member')}>
            <DescriptionList
              items={[
                [t('column.member'), deposit.memberAccount],
                [t('column.realName'), deposit.memberPayeeName],
                [
                  t('column.payerName'),
                  <NameCheck
                    key="payer"
                    name={deposit.payerName}
                    realName={deposit.memberPayeeName}
                  />,
                ],
              ]}
            />
          </Section>
          <Section title={t('column.channel')}>
            <DescriptionList
              items={present([
                [t('column.channel'), `${deposit.channel.name} (${deposit.channel.code})`],
                [t('channel.type'), t(`deposit.type.${deposit.channel.type}`)],
                [t('deposit.gatewayTxn'), deposit.gatewayTxnId],
                [t('deposit.decidedBy'), deposit.decidedBy],
                [t('deposit.creditedAt'), deposit.creditedAt && formatSiteTime(deposit.creditedAt)],
                [t('deposit.closedAt'), deposit.closedAt && formatSiteTime(deposit.closedAt)],
                [t('deposit.rejectReason'), deposit.rejectReason],
              ])}
            />
          </Section>
        </div>
        {deposit.channel.type === 'bank_transfer' ? (
          <Section title={t('column.receipt')}>
            {deposit.hasReceipt ? (
              <ReceiptImage
                orderNo={deposit.orderNo}
                alt={t('deposit.receiptImage', { orderNo: deposit.orderNo })}
              />
            ) : (
              <Notice>{t('deposit.receiptMissing')}</Notice>
            )}
          </Section>
        ) : null}
        {canDecide && pending ? (
          <div className={styles.footerActions}>
            <Button variant="danger" onClick={() => onReject(deposit)}>
              {t('deposit.reject')}
            </Button>
            <Button variant="primary" onClick={() => onConfirm(deposit)}>
              {t('deposit.confirm')}
            </Button>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
