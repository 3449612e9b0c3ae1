import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContractRequestView, ContractView } from '@portal/shared/schemas/contracts';
import { ApiError } from '../../api/client';
import { Can } from '../../auth/staff-context';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import {
  Badge,
  Card,
  DescriptionList,
  EmptyState,
  ErrorState,
  Loading,
  PageHeader,
} from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { currentLocale } from '../../lib/i18n';
import { formatAmount, formatCount, formatSiteTime } from '../../lib/format';
import { termsText, useAgencyAction, useAgentContracts, useNode } from './api';
import { AgentTypeDialog, TopLevelDialog } from './contract-dialogs';
import { MoveDialog } from './move-dialog';
import { RangeFilter, useRange } from './range';
import styles from './agency.module.css';

const stateTone = { active: 'success', terminated: 'danger', replaced: 'neutral' } as const;

/** One agent: its place in the tree, its team's figures, its contracts and requests, and moves. */
export default function AgentScreen() {
  const { t } = useTranslation('agency');
  const locale = currentLocale();
  const id = Number(useParams().memberId);
  const range = useRange();
  const node = useNode({ memberId: id, ...range.query });
  const contracts = useAgentContracts(id);
  const [dialog, setDialog] = useState<'move' | 'type' | 'top' | null>(null);

  const back = (
    <Link to="/agency/tree" className={styles.back}>
      ← {t('agent.back')}
    </Link>
  );
  if (node.isPending) return <Loading />;
  if (node.isError) {
    return (
      <>
        {back}
        {node.error instanceof ApiError && node.error.status === 404 ? (
          <EmptyState title={t('agent.notFound')} />
        ) : (
          <ErrorState error={node.error} onRetry={() => void node.refetch()} />
        )}
      </>
    );
  }
  const { node: member, path, from, to } = node.data;
  const upline = path.at(-1);
  const isTop = member.uplineId === null && member.type !== 0;
  const close = (open: boolean) => (open ? undefined : setDialog(null));

  return (
    <>
      {back}
      <PageHeader
        title={
          <span className={styles.title}>
            {member.account}
            <Badge>
              {t(`type.${member.type}` as 'type.0', { defaultValue: String(member.type) })}
            </Badge>
          </span>
        }
        description={
          <span className={styles.path}>
            {t('tree.top')}
            {path.map((up) => (
              <span key={up.id}>
                › <Link to={`/agency/agents/${up.id}`}>{up.account}</Link>
              </span>
            ))}
          </span>
        }
        actions={
          <Can permission="agency.manage">
            <div className={styles.actions}>
              <Button onClick={() => setDialog('move')}>{t('move.open')}</Button>
              <Button onClick={() => setDialog('type')}>{t('agentType.open')}</Button>
              {isTop ? <Button onClick={() => setDialog('top')}>{t('topLevel.set')}</Button> : null}
            </div>
          </Can>
        }
      />
      <div className={styles.toolbar}>
        <RangeFilter range={range} />
      </div>
      <Card title={t('agent.figures')}>
        <p className={styles.muted}>{t('range.figures', { from, to })}</p>
        <DescriptionList
          items={[
            [
              t('agent.upline'),
              upline ? (
                <Link to={`/agency/agents/${upline.id}`}>{upline.account}</Link>
              ) : (
                t('agent.none')
              ),
            ],
            [t('column.teamSize'), formatCount(member.teamSize, locale)],
            [t('column.direct'), formatCount(member.directCount, locale)],
            [t('column.balance'), `${formatAmount(member.balance, locale)} ${member.currency}`],
            [t('column.teamDeposits'), formatAmount(member.teamDeposits, locale)],
            [t('column.teamBets'), formatAmount(member.teamBets, locale)],
            [t('column.validBets'), formatAmount(member.teamValidBets, locale)],
          ]}
        />
      </Card>
      <div className={styles.section}>
        {contracts.isPending ? (
          <Loading />
        ) : contracts.isError ? (
          <ErrorState error={contracts.error} onRetry={() => void contracts.refetch()} />
        ) : (
          <>
            <ContractsCard
              agentId={member.id}
              agentAccount={member.account}
              isTop={isTop}
              contracts={contracts.data.contracts}
            />
            <div className={styles.section}>
              <RequestsCard requests={contracts.data.requests} />
            </div>
          </>
        )}
      </div>
      <MoveDialog member={member} open={dialog === 'move'} onOpenChange={close} />
      <AgentTypeDialog member={member} open={dialog === 'type'} onOpenChange={close} />
      <TopLevelDialog member={member} open={dialog === 'top'} onOpenChange={close} />
    </>
  );
}

function ContractsCard({
  agentId,
  agentAccount,
  isTop,
  contracts,
}: {
  agentId: number;
  agentAccount: string;
  isTop: boolean;
  contracts: ContractView[];
}) {
  const { t } = useTranslation('agency');
  const toast = useToast();
  const [ending, setEnding] = useState<ContractView | null>(null);
  const end = useAgencyAction<{ terminated: unknown[] }, string>((reason) => [
    '/contracts/top-level',
    { method: 'PUT', body: { kind: ending!.kind, agentId, terms: null, reason } },
  ]);
  return (
    <Card title={t('agent.contracts')}>
      {contracts.length === 0 ? (
        <EmptyState title={t('agent.contractsEmpty')} />
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table} aria-label={t('agent.contracts')}>
            <thead>
              <tr>
                <th>#</th>
                <th>{t('column.kind')}</th>
                <th>{t('column.holder')}</th>
                <th>{t('column.grantor')}</th>
                <th>{t('column.terms')}</th>
                <th>{t('column.state')}</th>
                <th>{t('column.started')}</th>
                <th>{t('column.ended')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {contracts.map((contract) => (
                <tr key={contract.id}>
                  <td>{contract.id}</td>
                  <td>{t(`kind.${contract.kind}`)}</td>
                  <td>
                    <Link to={`/agency/agents/${contract.holder.id}`}>
                      {contract.holder.account}
                    </Link>
                  </td>
                  <td>
                    {contract.grantor ? (
                      <Link to={`/agency/agents/${contract.grantor.id}`}>
                        {contract.grantor.account}
                      </Link>
                    ) : (
                      t('platform')
                    )}
                  </td>
                  <td>{termsText(contract, t as never)}</td>
                  <td>
                    <Badge tone={stateTone[contract.state]}>{t(`state.${contract.state}`)}</Badge>
                    {contract.endReason ? (
                      <div className={styles.muted}>{t(`endReason.${contract.endReason}`)}</div>
                    ) : null}
                  </td>
                  <td>{formatSiteTime(contract.startedAt)}</td>
                  <td>{formatSiteTime(contract.endedAt)}</td>
                  <td>
                    {isTop &&
                    contract.state === 'active' &&
                    contract.grantor === null &&
                    contract.holder.id === agentId ? (
                      <Can permission="agency.manage">
                        <Button size="sm" variant="danger" onClick={() => setEnding(contract)}>
                          {t('topLevel.end')}
                        </Button>
                      </Can>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => (open ? undefined : setEnding(null))}
        title={t('topLevel.endTitle', {
          kind: ending ? t(`kind.${ending.kind}`) : '',
          account: agentAccount,
        })}
        description={t('topLevel.endWarning')}
        confirmLabel={t('topLevel.end')}
        variant="danger"
        reason={{ label: t('topLevel.reason') }}
        onConfirm={async (reason) => {
          const result = await end.mutateAsync(reason);
          toast(t('topLevel.ended', { count: result.terminated.length }));
        }}
      />
    </Card>
  );
}

function RequestsCard({ requests }: { requests: ContractRequestView[] }) {
  const { t } = useTranslation('agency');
  const toast = useToast();
  const [answering, setAnswering] = useState<{
    request: ContractRequestView;
    approve: boolean;
  } | null>(null);
  const answer = useAgencyAction<unknown, string>((reason) => [
    '/contracts/requests/answer',
    { body: { requestId: answering!.request.id, approve: answering!.approve, reason } },
  ]);
  return (
    <Card title={t('agent.requests')}>
      {requests.length === 0 ? (
        <EmptyState title={t('agent.requestsEmpty')} />
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table} aria-label={t('agent.requests')}>
            <thead>
              <tr>
                <th>#</th>
                <th>{t('column.kind')}</th>
                <th>{t('column.action')}</th>
                <th>{t('column.holder')}</th>
                <th>{t('column.requestedBy')}</th>
                <th>{t('column.terms')}</th>
                <th>{t('column.state')}</th>
                <th>{t('column.created')}</th>
                <th>{t('column.answered')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {requests.map((request) => (
                <tr key={request.id}>
                  <td>{request.id}</td>
                  <td>{t(`kind.${request.kind}`)}</td>
                  <td>{t(`requestAction.${request.action}`)}</td>
                  <td>{request.holder.account}</td>
                  <td>{t(`requestedBy.${request.requestedBy}`)}</td>
                  <td>
                    {request.tiers
                      ? termsText({ tiers: request.tiers, period: request.period }, t as never)
                      : '—'}
                  </td>
                  <td>{t(`requestState.${request.state}`)}</td>
                  <td>{formatSiteTime(request.createdAt)}</td>
                  <td>{formatSiteTime(request.answeredAt)}</td>
                  <td>
                    {request.awaitingMe ? (
                      <Can permission="agency.manage">
                        <div className={styles.actions}>
                          <Button
                            size="sm"
                            variant="primary"
                            onClick={() => setAnswering({ request, approve: true })}
                          >
                            {t('answer.approve')}
                          </Button>
                          <Button
                            size="sm"
                            variant="danger"
                            onClick={() => setAnswering({ request, approve: false })}
                          >
                            {t('answer.reject')}
                          </Button>
                        </div>
                      </Can>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={answering !== null}
        onOpenChange={(open) => (open ? undefined : setAnswering(null))}
        title={t(answering?.approve ? 'answer.approveTitle' : 'answer.rejectTitle', {
          account: answering?.request.holder.account ?? '',
        })}
        confirmLabel={t(answering?.approve ? 'answer.approve' : 'answer.reject')}
        variant={answering?.approve ? 'primary' : 'danger'}
        reason={{ label: t('answer.reason') }}
        onConfirm={async (reason) => {
          await answer.mutateAsync(reason);
          toast(t('answer.done'));
        }}
      />
    </Card>
  );
}
