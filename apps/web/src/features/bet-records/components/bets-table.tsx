import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetRecord } from '@portal/shared/schemas/games';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatAmount } from '../../../lib/money';
import { signedOrZero, winLossClass } from './bets-format';
import { RoundId } from './round-id';
import { RoundResult } from './round-result';
import styles from './bets-table.module.css';

const COLUMNS = 9;

interface BetsTableProps {
  list: BetRecord[];
  /** The symbol (or code) the amounts are in, named once in the column heads. */
  currency: string;
  busy: boolean;
}

/**
 * The rounds of one page: a table, drawn as cards where the page is narrow. The cards name their
 * amounts from each cell's `data-label` (drawn by the stylesheet only there), so the table's
 * cells hold nothing but their values.
 */
export function BetsTable({ list, currency, busy }: BetsTableProps) {
  const { t } = useTranslation('bets');
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-busy={busy}>
        <caption className={styles.srOnly}>{t('records.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('records.columns.time')}</th>
            <th scope="col">{t('records.columns.game')}</th>
            <th scope="col">{t('records.columns.vendor')}</th>
            <th scope="col">{t('records.columns.round')}</th>
            <th scope="col" className={styles.number}>
              {t('records.columns.stake', { currency })}
            </th>
            <th scope="col" className={styles.number}>
              {t('records.columns.payout', { currency })}
            </th>
            <th scope="col" className={styles.number}>
              {t('records.columns.winLoss', { currency })}
            </th>
            <th scope="col">{t('records.columns.status')}</th>
            <th scope="col">
              <span className={styles.srOnly}>{t('records.columns.details')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((record) => (
            <BetRow
              key={record.id}
              record={record}
              currency={currency}
              expanded={open.has(record.id)}
              onToggle={() => toggle(record.id)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface BetRowProps {
  record: BetRecord;
  currency: string;
  expanded: boolean;
  onToggle: () => void;
}

function BetRow({ record, currency, expanded, onToggle }: BetRowProps) {
  const { t, i18n } = useTranslation(['bets', 'nav']);
  const detailId = `bet-result-${record.id}`;
  return (
    <>
      <tr data-testid="bet-record" className={expanded ? styles.expanded : undefined}>
        <td className={styles.time}>{formatDateTime(record.time, i18n.language)}</td>
        <td className={styles.game}>
          <span className={styles.gameName}>{record.gameName}</span>
          <span className={styles.subtle}>{t(`nav:category.${record.gameType}`)}</span>
        </td>
        <td className={styles.vendor}>{record.vendorName}</td>
        <td className={styles.round}>
          {/* One line, cut short; the whole id is in the tooltip and, to copy, in the details. */}
          <span className={styles.roundId} title={record.roundId}>
            {record.roundId}
          </span>
        </td>
        <td
          className={[styles.number, styles.stake].join(' ')}
          data-label={t('records.columns.stake', { currency })}
        >
          {formatAmount(record.stake)}
        </td>
        <td
          className={[styles.number, styles.payout].join(' ')}
          data-label={t('records.columns.payout', { currency })}
        >
          {formatAmount(record.payout)}
        </td>
        <td className={[styles.number, styles.winLoss, winLossClass(record.winLoss)].join(' ')}>
          {signedOrZero(record.winLoss)}
        </td>
        <td className={styles.status}>
          <span className={styles.badge} data-status={record.status}>
            {t(`status.${record.status}`)}
          </span>
        </td>
        <td className={styles.toggleCell}>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={expanded ? detailId : undefined}
            aria-label={t('records.showResult', { round: record.roundId })}
            onClick={onToggle}
          >
            <span aria-hidden="true" className={styles.chevron} />
            <span className={styles.toggleText}>{t('records.columns.details')}</span>
          </button>
        </td>
      </tr>
      {expanded && (
        <tr id={detailId} className={styles.detail} data-testid="bet-result">
          <td colSpan={COLUMNS}>
            <RoundId roundId={record.roundId} />
            <RoundResult result={record.result} />
          </td>
        </tr>
      )}
    </>
  );
}
