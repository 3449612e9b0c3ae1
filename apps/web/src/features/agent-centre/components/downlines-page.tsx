import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownlineMember } from '@portal/shared/schemas/agency';
import { PagedRecords, RecordsPage } from '../../../components/records/records-page';
import type { CentrePageProps } from '../../../components/centre/centre-page';
import { useCurrencyLabel } from '../../../components/records/currency-label';
import { useDownlines } from '../api/get-downlines';
import { useTeamRecordsFilter } from '../hooks/use-team-records-filter';
import { Breadcrumbs } from './breadcrumbs';
import {
  DownlineFilters,
  EMPTY_FILTER,
  filterQuery,
  type DownlineFilter,
} from './downline-filters';
import { DownlineTable } from './downline-table';
import { DownlineTransferDialog } from './downline-transfer-dialog';
import { GrantAgentDialog } from './grant-agent-dialog';
import styles from './agency.module.css';
import { siteDayOf } from '@portal/shared/site-day';

const PAGE_SIZE = 20;

type Action = { kind: 'transfer' | 'grant'; member: DownlineMember } | null;

/**
 * The agent centre's downlineManagmentView page: the team as a paged, searchable list. A member
 * with a team of their own opens it (breadcrumbs lead back up); a direct downline can receive
 * money and, where the agent's type allows it, become an agent; any member's rounds open in team
 * betting.
 */
export function DownlinesPage({ navigate }: CentrePageProps) {
  const { t } = useTranslation('agency');
  const currencyOf = useCurrencyLabel();
  const [filter, setFilter] = useState<DownlineFilter>(EMPTY_FILTER);
  const [parentId, setParentId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<Action>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const handOver = useTeamRecordsFilter((state) => state.handOver);
  const downlines = useDownlines({
    ...filterQuery(filter),
    ...(parentId === null ? {} : { parentId }),
    page,
    pageSize: PAGE_SIZE,
  });

  const openLevel = (id: number | null) => {
    setParentId(id);
    setPage(1);
    setNotice(null);
  };

  return (
    <RecordsPage
      title={t('downlines.title')}
      filters={
        <DownlineFilters
          applied={filter}
          today={siteDayOf(new Date())}
          onApply={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
      }
      problem={null}
      query={downlines}
      loadFailed={t('downlines.loadFailed')}
    >
      {(value) => (
        <div className={styles.results}>
          <Breadcrumbs trail={value.breadcrumbs} onSelect={openLevel} />
          <p className={styles.count} aria-live="polite">
            {t('downlines.total', { count: value.total })}
          </p>
          {notice && (
            <p role="status" className={styles.notice}>
              {notice}
            </p>
          )}
          <PagedRecords
            value={value}
            empty={t(value.breadcrumbs.length > 1 ? 'downlines.emptyBelow' : 'downlines.empty')}
            table={
              <DownlineTable
                list={value.list}
                currency={currencyOf(value.list[0]?.currency ?? '')}
                busy={downlines.isFetching}
                grantableType={value.grantableType}
                onOpen={(member) => openLevel(member.id)}
                onTransfer={(member) => setAction({ kind: 'transfer', member })}
                onGrant={(member) => setAction({ kind: 'grant', member })}
                onRecords={(member) => {
                  handOver({ id: member.id, account: member.account });
                  navigate('personalHistoryCopy');
                }}
              />
            }
            onPageChange={setPage}
            pagerLabel={t('downlines.pages')}
          />
          {action?.kind === 'transfer' && (
            <DownlineTransferDialog member={action.member} onClose={() => setAction(null)} />
          )}
          {action?.kind === 'grant' && value.grantableType !== null && (
            <GrantAgentDialog
              member={action.member}
              type={value.grantableType}
              onClose={() => setAction(null)}
              onGranted={(account) => {
                setAction(null);
                setNotice(t('grant.done', { account }));
              }}
            />
          )}
        </div>
      )}
    </RecordsPage>
  );
}
