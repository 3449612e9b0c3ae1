import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractRequestView } from '@portal/shared/schemas/contracts';
import { Modal } from '../../../components/modals/modal';
import { Button } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/error-message';
import { useContractChange } from '../api/contract-relay';
import { askerOf, scheduleKey } from '../contract-format';
import { TiersTable } from './tiers-table';
import agency from './agency.module.css';
import styles from './contracts.module.css';

interface AcceptOfferDialogProps {
  kind: ContractKind;
  request: ContractRequestView;
  currency: string;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Accepting an offer binds the sub-agent to its terms: the dialog restates them (kind, who
 * grants it, period and settlement, the tiers and their rates, when it starts) before the call.
 * A refusal stays in the dialog.
 */
export function AcceptOfferDialog({
  kind,
  request,
  currency,
  onClose,
  onDone,
}: AcceptOfferDialogProps) {
  const { t } = useTranslation('contracts');
  const errorMessage = useErrorMessage();
  const change = useContractChange(kind);
  const grantor = askerOf(request) ?? t('platform');
  return (
    <Modal
      open
      onClose={onClose}
      title={t('acceptOffer.title')}
      width={560}
      footer={
        <div className={agency.formActions}>
          <Button
            isDefault
            busy={change.isPending}
            onClick={() =>
              change.mutate({ action: 'accept', requestId: request.id }, { onSuccess: onDone })
            }
          >
            {t('acceptOffer.confirm')}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
            {t('acceptOffer.back')}
          </Button>
        </div>
      }
    >
      <div className={agency.dialogBody} data-testid="accept-offer">
        <p>{t('acceptOffer.question', { account: grantor })}</p>
        <dl className={agency.facts}>
          <div>
            <dt>{t('acceptOffer.kind')}</dt>
            <dd>{t(`titles.${kind}`)}</dd>
          </div>
          <div>
            <dt>{t('own.grantor')}</dt>
            <dd>{grantor}</dd>
          </div>
          {kind === 'dividend' && request.period && (
            <div>
              <dt>{t('own.period')}</dt>
              <dd>{t(`periods.${request.period}`)}</dd>
            </div>
          )}
          <div>
            <dt>{t('acceptOffer.settlement')}</dt>
            <dd>{t(`schedules.${scheduleKey(kind, request.period)}`)}</dd>
          </div>
          <div>
            <dt>{t('acceptOffer.start')}</dt>
            <dd>{t('acceptOffer.startsNow')}</dd>
          </div>
        </dl>
        {request.tiers && (
          <TiersTable
            kind={kind}
            tiers={request.tiers}
            currency={currency}
            caption={t('acceptOffer.tiersCaption')}
          />
        )}
        <p className={styles.hint}>{t('acceptOffer.binding')}</p>
        {change.error && (
          <p role="alert" className={agency.alert}>
            {errorMessage(change.error)}
          </p>
        )}
      </div>
    </Modal>
  );
}
