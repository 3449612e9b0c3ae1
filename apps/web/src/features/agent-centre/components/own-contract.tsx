import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractView } from '@portal/shared/schemas/contracts';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatSiteTime } from '../contract-format';
import { TiersTable } from './tiers-table';
import styles from './agency.module.css';
import own from './contracts.module.css';

interface OwnContractProps {
  kind: ContractKind;
  contract: ContractView | null;
  currency: string;
  /** Something already waits on this contract: no second request. */
  requestPending: boolean;
  onRequestNew: (contract: ContractView) => void;
  onRequestTermination: (contract: ContractView) => void;
}

/** "My contract": who granted it, the period, the tiers, since when; or how to get one. */
export function OwnContract({
  kind,
  contract,
  currency,
  requestPending,
  onRequestNew,
  onRequestTermination,
}: OwnContractProps) {
  const { t, i18n } = useTranslation('contracts');
  const headingId = useId();
  return (
    <section className={own.section} aria-labelledby={headingId}>
      <h4 id={headingId} className={own.heading}>
        {t('own.title')}
      </h4>
      {contract === null ? (
        <EmptyState compact title={t('own.noneTitle')} description={t('own.noneText')} />
      ) : (
        <>
          <dl className={styles.facts} data-testid="own-contract">
            <div>
              <dt>{t('own.holder')}</dt>
              <dd>{contract.holder.account}</dd>
            </div>
            <div>
              <dt>{t('own.grantor')}</dt>
              <dd>{contract.grantor?.account ?? t('platform')}</dd>
            </div>
            {kind === 'dividend' && contract.period && (
              <div>
                <dt>{t('own.period')}</dt>
                <dd>{t(`periods.${contract.period}`)}</dd>
              </div>
            )}
            <div>
              <dt>{t('own.started')}</dt>
              <dd>{formatSiteTime(contract.startedAt, i18n.language)}</dd>
            </div>
          </dl>
          <TiersTable
            kind={kind}
            tiers={contract.tiers}
            currency={currency}
            caption={t('own.tiersCaption')}
          />
          {contract.state === 'active' && (
            <div className={styles.formActions}>
              <Button
                variant="secondary"
                size="sm"
                disabled={requestPending}
                onClick={() => onRequestNew(contract)}
              >
                {t('own.requestNew')}
              </Button>
              <Button
                variant="danger"
                size="sm"
                disabled={requestPending}
                onClick={() => onRequestTermination(contract)}
              >
                {t('own.requestTermination')}
              </Button>
            </div>
          )}
          {requestPending && <p className={styles.subtle}>{t('own.requestWaits')}</p>}
        </>
      )}
    </section>
  );
}
