import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuditChainStatusValue, ChainReportValue } from '@portal/shared/schemas/audit-chain';
import { api } from '../../api/client';
import { Button } from '../../components/ui/button';
import {
  Badge,
  Card,
  DescriptionList,
  ErrorAlert,
  ErrorState,
  Loading,
  PageHeader,
} from '../../components/ui/primitives';
import { formatSiteTime } from '../../lib/format';
import styles from './audit.module.css';

export const VERIFY_PATH = '/audit/verify';
/** While a run waits for the job runner, its result is read again this often. */
const QUEUED_REFRESH_MS = 3_000;

function Outcome({ report }: { report: ChainReportValue | undefined }) {
  const { t } = useTranslation('audit');
  if (!report) return <span className={styles.muted}>{t('notRun')}</span>;
  const unlinked =
    report.unlinked > 0 ? (
      <div className={styles.muted}>{t('unlinked', { count: report.unlinked })}</div>
    ) : null;
  if (report.ok) {
    return (
      <div>
        <Badge tone="success">{t('whole', { count: report.rows })}</Badge>
        {unlinked}
      </div>
    );
  }
  const bad = report.firstBreak!;
  return (
    <div>
      <Badge tone="danger">
        {bad.reason === 'head'
          ? t('brokenHead', { id: bad.rowId })
          : t('brokenRow', { id: bad.rowId })}
      </Badge>
      <div className={`${styles.code} ${styles.hash}`}>
        {t('expected')} {bad.expected}
      </div>
      <div className={`${styles.code} ${styles.hash}`}>
        {t('stored')} {bad.stored ?? '—'}
      </div>
    </div>
  );
}

/** The audit and ledger chains (audit.verify): the last run per chain, checkpoints, verify now. */
export default function IntegrityScreen() {
  const { t } = useTranslation('audit');
  const client = useQueryClient();
  const status = useQuery({
    queryKey: ['operator', VERIFY_PATH],
    queryFn: ({ signal }) => api<AuditChainStatusValue>(VERIFY_PATH, { signal }),
    refetchInterval: (query) =>
      query.state.data?.lastRun?.state === 'queued' ? QUEUED_REFRESH_MS : false,
  });
  const verify = useMutation({
    mutationFn: () => api<{ id: number }>(VERIFY_PATH, { method: 'POST', body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: ['operator', VERIFY_PATH] }),
  });

  const run = status.data?.lastRun ?? null;
  return (
    <>
      <PageHeader
        title={t('integrityTitle')}
        description={t('integrityDescription')}
        actions={
          <Button
            onClick={() => verify.mutate()}
            disabled={verify.isPending || run?.state === 'queued'}
          >
            {t('verifyNow')}
          </Button>
        }
      />
      {verify.error ? <ErrorAlert error={verify.error} /> : null}
      {status.isPending ? (
        <Loading />
      ) : status.error ? (
        <ErrorState error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        <>
          <Card title={t('lastRun')}>
            {run ? (
              <DescriptionList
                items={[
                  [t('requestedAt'), formatSiteTime(run.requestedAt)],
                  [t('runState'), t(`state.${run.state}`)],
                  [t('finishedAt'), run.finishedAt ? formatSiteTime(run.finishedAt) : null],
                ]}
              />
            ) : (
              <span className={styles.muted}>{t('neverRun')}</span>
            )}
          </Card>
          {status.data.chains.map((chain) => (
            <Card key={chain.chain} title={t(`chain.${chain.chain}`)}>
              <DescriptionList
                items={[
                  [
                    t('result'),
                    <Outcome
                      key="outcome"
                      report={run?.reports?.find((report) => report.chain === chain.chain)}
                    />,
                  ],
                  [
                    t('head'),
                    <span key="head" className={`${styles.code} ${styles.hash}`}>
                      {chain.headRowId ?? '—'} · {chain.headHash}
                    </span>,
                  ],
                  [
                    t('checkpoint'),
                    chain.lastCheckpoint ? (
                      <span key="checkpoint" className={`${styles.code} ${styles.hash}`}>
                        #{chain.lastCheckpoint.id} ·{' '}
                        {formatSiteTime(chain.lastCheckpoint.createdAt)} ·{' '}
                        {chain.lastCheckpoint.rowId ?? '—'} · {chain.lastCheckpoint.hash}
                      </span>
                    ) : null,
                  ],
                ]}
              />
            </Card>
          ))}
          <Card title={t('publicKey')}>
            <pre className={styles.key}>{status.data.publicKey}</pre>
          </Card>
        </>
      )}
    </>
  );
}
