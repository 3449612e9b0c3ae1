import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@portal/shared/schemas/contracts';
import type { z } from 'zod';
import type { downlineContractSchema } from '@portal/shared/schemas/contracts';
import { PagedRecords } from '../../../components/records/records-page';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { accountTypeKey, AGENT_TYPES } from '../agency-format';
import { useContractDownlines } from '../api/contract-relay';
import { answererOf, tierRates, topTier } from '../contract-format';
import records from '../../../components/records/records.module.css';
import table from './agency.module.css';
import styles from './contracts.module.css';

export type DownlineContract = z.infer<typeof downlineContractSchema>;

const PAGE_SIZE = 20;

export interface DownlineActions {
  onOffer: (row: DownlineContract) => void;
  onNewTerms: (row: DownlineContract) => void;
  onTerminate: (row: DownlineContract) => void;
  onRecords: (row: DownlineContract) => void;
}

interface DownlineContractsProps extends DownlineActions {
  kind: ContractKind;
  /** Offers and new terms need a running contract of the caller's own to stay under. */
  canGrant: boolean;
}

/** "Downline contracts": each direct downline, its contract and what waits, paged, searchable. */
export function DownlineContracts({ kind, canGrant, ...actions }: DownlineContractsProps) {
  const { t } = useTranslation('contracts');
  const headingId = useId();
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  const downlines = useContractDownlines(kind, {
    ...(account ? { account } : {}),
    page,
    pageSize: PAGE_SIZE,
  });

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setAccount(typed.trim());
    setPage(1);
  };

  let body;
  if (downlines.isPending) body = <Spinner />;
  else if (downlines.isError) {
    body = (
      <ErrorState
        compact
        title={t('downlines.loadFailed')}
        error={downlines.error}
        onRetry={() => void downlines.refetch()}
        retrying={downlines.isFetching}
      />
    );
  } else {
    body = (
      <PagedRecords
        value={downlines.data}
        empty={t(account ? 'downlines.noMatch' : 'downlines.empty')}
        onPageChange={setPage}
        pagerLabel={t('downlines.pages')}
        table={
          <DownlineContractTable
            kind={kind}
            list={downlines.data.list}
            busy={downlines.isFetching}
            canGrant={canGrant}
            {...actions}
          />
        }
      />
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        {t('downlines.title')}
      </h4>
      {!canGrant && <p className={styles.hint}>{t('downlines.needOwn')}</p>}
      <form className={styles.search} role="search" onSubmit={handleSearch}>
        <div className={records.filter}>
          <label htmlFor={searchId} className={records.label}>
            {t('downlines.account')}
          </label>
          <input
            id={searchId}
            className={records.input}
            value={typed}
            maxLength={32}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <Button type="submit" size="sm">
          {t('downlines.search')}
        </Button>
      </form>
      {body}
    </section>
  );
}

interface TableProps extends DownlineActions {
  kind: ContractKind;
  list: DownlineContract[];
  busy: boolean;
  canGrant: boolean;
}

function DownlineContractTable({ kind, list, busy, canGrant, ...actions }: TableProps) {
  const { t } = useTranslation(['contracts', 'agency']);
  return (
    <div className={table.tableWrap}>
      <table className={table.table} aria-busy={busy}>
        <caption className={table.srOnly}>{t('downlines.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('downlines.account')}</th>
            <th scope="col">{t('downlines.contract')}</th>
            <th scope="col">{t('downlines.pending')}</th>
            <th scope="col">
              <span className={table.srOnly}>{t('downlines.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((row) => {
            const top = row.contract ? topTier(row.contract.tiers) : null;
            const free = row.pending === null;
            return (
              <tr key={row.memberId} data-testid="downline-contract" data-account={row.account}>
                <th scope="row" className={table.accountCell}>
                  <span className={table.accountName}>{row.account}</span>
                  <span className={table.subtle}>
                    <span
                      className={table.typeBadge}
                      data-agent={AGENT_TYPES.has(row.type) || undefined}
                    >
                      {t(`agency:${accountTypeKey(row.type)}`)}
                    </span>
                  </span>
                </th>
                <td data-label={t('downlines.contract')}>
                  {row.contract
                    ? t('downlines.upTo', { rates: top ? tierRates(kind, top) : '—' })
                    : t('downlines.none')}
                </td>
                <td data-label={t('downlines.pending')}>
                  {row.pending
                    ? `${t(`pending.short.${row.pending.action}`)} · ${t('pending.waitingFor', {
                        account: answererOf(row.pending) ?? t('platform'),
                      })}`
                    : '—'}
                </td>
                <td className={table.actionsCell}>
                  <div className={table.rowActions}>
                    {/* Contracts are for agents: a plain member is never offered one. */}
                    {canGrant && free && !row.contract && AGENT_TYPES.has(row.type) && (
                      <button
                        type="button"
                        className={table.action}
                        onClick={() => actions.onOffer(row)}
                      >
                        {t('downlines.offer')}
                      </button>
                    )}
                    {canGrant && free && row.contract && (
                      <button
                        type="button"
                        className={table.action}
                        onClick={() => actions.onNewTerms(row)}
                      >
                        {t('downlines.newTerms')}
                      </button>
                    )}
                    {free && row.contract && (
                      <button
                        type="button"
                        className={table.action}
                        onClick={() => actions.onTerminate(row)}
                      >
                        {t('downlines.terminate')}
                      </button>
                    )}
                    <button
                      type="button"
                      className={table.action}
                      onClick={() => actions.onRecords(row)}
                    >
                      {t('downlines.records')}
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
