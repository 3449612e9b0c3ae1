import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AgencyNode } from '@portal/shared/schemas/agency-console';
import { ApiError, type Query } from '../../api/client';
import { FilterInput } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import {
  Badge,
  Card,
  EmptyState,
  ErrorAlert,
  ErrorState,
  Loading,
  PageHeader,
} from '../../components/ui/primitives';
import { currentLocale } from '../../lib/i18n';
import { formatAmount, formatCount } from '../../lib/format';
import { useNode, useTreeLevel } from './api';
import { RangeFilter, useRange } from './range';
import styles from './agency.module.css';

const PAGE_SIZE = 50;

/** The agency tree: top-level agents first, each level loaded when opened, search by account. */
export default function TreeScreen() {
  const { t } = useTranslation('agency');
  const range = useRange();
  const [expanded, setExpanded] = useState<Set<number>>(() => new Set());
  const [text, setText] = useState('');
  const [account, setAccount] = useState('');
  const found = useNode({ account, ...range.query }, account !== '');

  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setAccount(text.trim());
  };
  // A found member's uplines open, so the tree shows it in place.
  const path = found.data?.path ?? [];
  const pathKey = path.map((node) => node.id).join(',');
  const [openedFor, setOpenedFor] = useState('');
  if (found.data && openedFor !== `${found.data.node.id}:${pathKey}`) {
    setOpenedFor(`${found.data.node.id}:${pathKey}`);
    setExpanded((current) => new Set([...current, ...path.map((node) => node.id)]));
  }

  return (
    <>
      <PageHeader title={t('tree.title')} description={t('tree.description')} />
      <div className={styles.toolbar}>
        <RangeFilter range={range} />
        <form className={styles.search} onSubmit={find} role="search">
          <FilterInput
            label={t('tree.search')}
            type="search"
            value={text}
            placeholder={t('tree.searchPlaceholder')}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" size="sm" busy={found.isFetching}>
            {t('tree.find')}
          </Button>
        </form>
      </div>
      {account && found.isError ? (
        found.error instanceof ApiError && found.error.status === 404 ? (
          <p role="alert">{t('tree.notFound')}</p>
        ) : (
          <ErrorAlert error={found.error} />
        )
      ) : null}
      {found.data ? (
        <Card title={t('tree.found', { account: found.data.node.account })}>
          <nav className={styles.path} aria-label={t('tree.path')}>
            <span>{t('tree.top')}</span>
            {found.data.path.map((node) => (
              <span key={node.id}>
                › <Link to={`/agency/agents/${node.id}`}>{node.account}</Link>
              </span>
            ))}
            <span>
              › <Link to={`/agency/agents/${found.data.node.id}`}>{found.data.node.account}</Link>
            </span>
          </nav>
        </Card>
      ) : null}
      <div className={styles.tree} style={{ marginTop: 12 }}>
        <div className={styles.head} aria-hidden="true">
          <span>{t('column.account')}</span>
          <span>{t('column.type')}</span>
          <span className={styles.num}>{t('column.teamSize')}</span>
          <span className={styles.num}>{t('column.direct')}</span>
          <span className={styles.num}>{t('column.balance')}</span>
          <span className={styles.num}>{t('column.teamDeposits')}</span>
          <span className={styles.num}>{t('column.teamBets')}</span>
          <span>{t('column.contracts')}</span>
        </div>
        <ul role="tree" aria-label={t('tree.label')}>
          <Level
            parentId={null}
            depth={0}
            range={range.query}
            expanded={expanded}
            onToggle={toggle}
            foundId={found.data?.node.id ?? null}
          />
        </ul>
      </div>
    </>
  );
}

interface LevelProps {
  parentId: number | null;
  depth: number;
  range: Query;
  expanded: Set<number>;
  onToggle: (id: number) => void;
  foundId: number | null;
}

/** One level: its pages loaded one after the other ("Show more"). */
function Level(props: LevelProps) {
  const [pages, setPages] = useState(1);
  return (
    <>
      {Array.from({ length: pages }, (_, index) => (
        <LevelPage
          key={index}
          {...props}
          page={index + 1}
          last={index + 1 === pages}
          onMore={() => setPages(pages + 1)}
        />
      ))}
    </>
  );
}

function LevelPage({
  parentId,
  depth,
  range,
  expanded,
  onToggle,
  foundId,
  page,
  last,
  onMore,
}: LevelProps & { page: number; last: boolean; onMore: () => void }) {
  const { t } = useTranslation('agency');
  const query = useTreeLevel({
    ...(parentId === null ? {} : { parentId }),
    ...range,
    page,
    pageSize: PAGE_SIZE,
  });
  const indent = { paddingLeft: 12 + depth * 20 };
  if (query.isPending) {
    return (
      <li className={styles.note} style={indent}>
        <Loading />
      </li>
    );
  }
  if (query.isError) {
    return (
      <li className={styles.note} style={indent}>
        {parentId === null ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <ErrorAlert error={query.error} />
        )}
      </li>
    );
  }
  const { list, total } = query.data;
  if (total === 0) {
    return parentId === null ? (
      <li>
        <EmptyState title={t('tree.empty')} />
      </li>
    ) : (
      <li className={styles.note} style={indent}>
        {t('tree.noDownlines')}
      </li>
    );
  }
  const shown = (page - 1) * PAGE_SIZE + list.length;
  return (
    <>
      {list.map((node) => (
        <Node
          key={node.id}
          node={node}
          depth={depth}
          range={range}
          expanded={expanded}
          onToggle={onToggle}
          foundId={foundId}
        />
      ))}
      {last && shown < total ? (
        <li className={styles.note} style={indent}>
          <Button size="sm" variant="ghost" onClick={onMore}>
            {t('tree.more', { shown, total })}
          </Button>
        </li>
      ) : null}
    </>
  );
}

function Node({
  node,
  depth,
  range,
  expanded,
  onToggle,
  foundId,
}: Omit<LevelProps, 'parentId'> & { node: AgencyNode }) {
  const { t } = useTranslation('agency');
  const locale = currentLocale();
  const open = expanded.has(node.id);
  const hasDownlines = node.directCount > 0;
  return (
    <li role="treeitem" aria-expanded={hasDownlines ? open : undefined} aria-label={node.account}>
      <div className={styles.row} data-found={foundId === node.id}>
        <span className={styles.name} style={{ paddingLeft: depth * 20 }}>
          {hasDownlines ? (
            <button
              type="button"
              className={styles.toggle}
              aria-label={t(open ? 'tree.collapse' : 'tree.expand', { account: node.account })}
              onClick={() => onToggle(node.id)}
            >
              {open ? '−' : '+'}
            </button>
          ) : (
            <span className={styles.spacer} />
          )}
          <Link to={`/agency/agents/${node.id}`}>{node.account}</Link>
          {node.status === 'disabled' ? <Badge tone="danger">✕</Badge> : null}
        </span>
        <span>{t(`type.${node.type}` as 'type.0', { defaultValue: String(node.type) })}</span>
        <span className={styles.num}>{formatCount(node.teamSize, locale)}</span>
        <span className={styles.num}>{formatCount(node.directCount, locale)}</span>
        <span className={styles.num}>{formatAmount(node.balance, locale)}</span>
        <span className={styles.num}>{formatAmount(node.teamDeposits, locale)}</span>
        <span className={styles.num}>{formatAmount(node.teamBets, locale)}</span>
        <span className={styles.badges}>
          {node.contracts.map((kind) => (
            <Badge key={kind} tone="info">
              {t(`kind.${kind}`)}
            </Badge>
          ))}
        </span>
      </div>
      {open ? (
        <ul role="group">
          <Level
            parentId={node.id}
            depth={depth + 1}
            range={range}
            expanded={expanded}
            onToggle={onToggle}
            foundId={foundId}
          />
        </ul>
      ) : null}
    </li>
  );
}
