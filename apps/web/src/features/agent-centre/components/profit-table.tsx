import { useTranslation } from 'react-i18next';
import type { MoneyFigures, ProfitRow } from '@portal/shared/schemas/agency';
import { formatAmount } from '../../../lib/money';
import { accountTypeKey, signedOrZero, tone } from '../agency-format';
import styles from './agency.module.css';

export type FiguresView = 'team' | 'own';

const FIGURES = [
  'deposits',
  'withdrawals',
  'bets',
  'validBets',
  'payouts',
  'bonuses',
  'profitLoss',
] as const satisfies readonly (keyof MoneyFigures)[];

interface ProfitTableProps {
  parent: ProfitRow;
  list: ProfitRow[];
  view: FiguresView;
  currency: string;
  onOpen: (row: ProfitRow) => void;
}

/**
 * The level's parent first (its team's totals and its own figures), then its direct downlines
 * with their team's or their own figures as chosen. A table on wide pages, cards on narrow ones.
 */
export function ProfitTable({ parent, list, view, currency, onOpen }: ProfitTableProps) {
  const { t } = useTranslation('agency');
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${styles.profitTable}`}>
        <caption className={styles.caption}>{t('profit.caption', { currency })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.account')}</th>
            {FIGURES.map((figure) => (
              <th key={figure} scope="col" className={styles.number}>
                {t(`figures.${figure}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.parentRows}>
          <FiguresRow
            testId="profit-team-total"
            name={t('profit.teamTotal', { account: parent.account })}
            detail={t('profit.teamTotalDetail', { count: parent.downlineCount })}
            figures={parent.team}
          />
          <FiguresRow
            testId="profit-own"
            name={t('profit.ownOf', { account: parent.account })}
            detail={t(accountTypeKey(parent.type))}
            figures={parent.own}
          />
        </tbody>
        <tbody>
          {list.map((row) => (
            <FiguresRow
              key={row.id}
              testId="profit-row"
              account={row.account}
              name={row.account}
              detail={
                row.downlineCount > 0
                  ? `${t(accountTypeKey(row.type))} · ${t('profit.teamOf', { count: row.downlineCount })}`
                  : t(accountTypeKey(row.type))
              }
              figures={row[view]}
              onOpen={row.downlineCount > 0 ? () => onOpen(row) : undefined}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface FiguresRowProps {
  testId: string;
  account?: string;
  name: string;
  detail: string;
  figures: MoneyFigures;
  onOpen?: (() => void) | undefined;
}

function FiguresRow({ testId, account, name, detail, figures, onOpen }: FiguresRowProps) {
  const { t } = useTranslation('agency');
  return (
    <tr data-testid={testId} data-account={account}>
      <th scope="row" className={styles.accountCell}>
        {onOpen ? (
          <button
            type="button"
            className={styles.drill}
            onClick={onOpen}
            aria-label={t('profit.openLevel', { account: name })}
          >
            {name}
            <span aria-hidden="true" className={styles.drillArrow} />
          </button>
        ) : (
          <span className={styles.accountName}>{name}</span>
        )}
        <span className={styles.subtle}>{detail}</span>
      </th>
      {FIGURES.map((figure) => {
        const amount = figures[figure];
        const isResult = figure === 'profitLoss';
        return (
          <td
            key={figure}
            className={isResult ? `${styles.number} ${styles.strong}` : styles.number}
            data-tone={isResult ? tone(amount) : undefined}
            data-label={t(`figures.${figure}`)}
            data-figure={figure}
          >
            {isResult ? signedOrZero(amount) : formatAmount(amount)}
          </td>
        );
      })}
    </tr>
  );
}
