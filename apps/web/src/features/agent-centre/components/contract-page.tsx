import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ContractKind,
  ContractQueryValue,
  ContractRequestView,
} from '@portal/shared/schemas/contracts';
import { useCurrencyLabel } from '../../../components/records/currency-label';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-message';
import { useWhitelabel } from '../../../api/get-whitelabel';
import { type ContractChange, useContractChange, useContractQuery } from '../api/contract-relay';
import { scheduleKey } from '../contract-format';
import { formOf, termsOfView } from '../terms-form';
import { AcceptOfferDialog } from './accept-offer-dialog';
import { ContractRecords } from './contract-records';
import { DownlineContracts } from './downline-contracts';
import { OwnContract } from './own-contract';
import { PendingRequests } from './pending-requests';
import { TerminateDialog } from './terminate-dialog';
import { TermsDialog, type TermsTarget } from './terms-dialog';
import agency from './agency.module.css';
import styles from './contracts.module.css';

type Dialog =
  | { kind: 'terms'; target: TermsTarget }
  | { kind: 'accept'; request: ContractRequestView }
  | { kind: 'terminate'; contractId: number; account: string }
  | null;

/**
 * The page of one contract kind (dividend, daily, hourly or real-time salary): the caller's own
 * contract, what waits for an answer, the direct downlines' contracts, and the settlements.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('contracts');
  const headingId = useId();
  const query = useContractQuery(kind);
  const currency = useCurrencyLabel()(useWhitelabel().data?.site.currency ?? '');

  let body;
  if (query.isPending) body = <Spinner />;
  else if (query.isError) {
    body = (
      <ErrorState
        title={t('loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else body = <ContractSections kind={kind} value={query.data} currency={currency} />;

  return (
    <section className={agency.page} aria-labelledby={headingId}>
      <div>
        <h3 id={headingId} className={agency.heading}>
          {t(`titles.${kind}`)}
        </h3>
        <p className={agency.intro}>{t(`intro.${kind}`)}</p>
      </div>
      {body}
    </section>
  );
}

/** The notice after an answer: accepted, rejected, approved or declined. */
const answerKey = (change: ContractChange) =>
  change.action === 'answer' ? (change.approve ? 'approve' : 'decline') : change.action;

interface SectionsProps {
  kind: ContractKind;
  value: ContractQueryValue;
  currency: string;
}

function ContractSections({ kind, value, currency }: SectionsProps) {
  const { t } = useTranslation('contracts');
  const errorMessage = useErrorMessage();
  const answer = useContractChange(kind);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [recordsOf, setRecordsOf] = useState<{ id: number; account: string } | null>(null);
  const own = value.own?.state === 'active' ? value.own : null;
  const ceiling = own ? termsOfView(kind, own.period, own.tiers) : null;
  const ownRequestPending = own !== null && value.pending.some((r) => r.contractId === own.id);

  const done = (message: string) => {
    setDialog(null);
    setNotice(message);
  };

  return (
    <>
      {notice && (
        <p role="status" className={agency.notice}>
          {notice}
        </p>
      )}
      <PendingRequests
        kind={kind}
        requests={value.pending}
        currency={currency}
        busyId={
          answer.isPending && 'requestId' in answer.variables ? answer.variables.requestId : null
        }
        onAnswer={(change) =>
          answer.mutate(change, { onSuccess: () => setNotice(t(`done.${answerKey(change)}`)) })
        }
        onAccept={(request) => setDialog({ kind: 'accept', request })}
      />
      {answer.error && (
        <p role="alert" className={agency.alert}>
          {errorMessage(answer.error)}
        </p>
      )}
      <OwnContract
        kind={kind}
        contract={value.own}
        currency={currency}
        requestPending={ownRequestPending}
        onRequestNew={(contract) =>
          setDialog({
            kind: 'terms',
            target: {
              mode: 'new',
              id: contract.id,
              account: contract.holder.account,
              initial: formOf(kind, contract.period, contract.tiers),
              ceiling: null,
            },
          })
        }
        onRequestTermination={(contract) =>
          setDialog({
            kind: 'terminate',
            contractId: contract.id,
            account: contract.grantor?.account ?? t('platform'),
          })
        }
      />
      <p className={styles.schedule}>
        {t('schedule', { schedule: t(`schedules.${scheduleKey(kind, own?.period ?? null)}`) })}
      </p>
      <DownlineContracts
        kind={kind}
        canGrant={own !== null}
        onOffer={(row) =>
          setDialog({
            kind: 'terms',
            target: {
              mode: 'offer',
              id: row.memberId,
              account: row.account,
              initial: formOf(kind, own?.period ?? null, []),
              ceiling,
            },
          })
        }
        onNewTerms={(row) =>
          row.contract &&
          setDialog({
            kind: 'terms',
            target: {
              mode: 'new',
              id: row.contract.id,
              account: row.account,
              initial: formOf(kind, row.contract.period, row.contract.tiers),
              ceiling,
            },
          })
        }
        onTerminate={(row) =>
          row.contract &&
          setDialog({ kind: 'terminate', contractId: row.contract.id, account: row.account })
        }
        onRecords={(row) => setRecordsOf({ id: row.memberId, account: row.account })}
      />
      <ContractRecords
        key={recordsOf?.id ?? 'own'}
        kind={kind}
        currency={currency}
        member={recordsOf}
        onOwn={() => setRecordsOf(null)}
      />
      {dialog?.kind === 'accept' && (
        <AcceptOfferDialog
          kind={kind}
          request={dialog.request}
          currency={currency}
          onClose={() => setDialog(null)}
          onDone={() => done(t('done.accept'))}
        />
      )}
      {dialog?.kind === 'terms' && (
        <TermsDialog
          kind={kind}
          target={dialog.target}
          limits={value.limits}
          onClose={() => setDialog(null)}
          onDone={(account) => done(t(`done.${dialog.target.mode}`, { account }))}
        />
      )}
      {dialog?.kind === 'terminate' && (
        <TerminateDialog
          kind={kind}
          contractId={dialog.contractId}
          account={dialog.account}
          onClose={() => setDialog(null)}
          onDone={() => done(t('done.requestTermination', { account: dialog.account }))}
        />
      )}
    </>
  );
}
