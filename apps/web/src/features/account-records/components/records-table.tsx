import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountRecord, AccountRecords } from '@portal/shared/schemas/account-records';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatAmount, signedAmount } from '../../../lib/money';
import styles from './account-records.module.css';
import records from '../../../components/records/records.module.css';

/** "+12.00", "−3.50", or "0.00" without a direction. */
const signedOrZero = (amount: number) => (amount === 0 ? formatAmount(0) : signedAmount(amount));

const direction = (amount: number) =>
  amount > 0 ? styles.in : amount < 0 ? styles.out : undefined;

interface RecordsTableProps {
  list: AccountRecord[];
  /** The symbol (or code) the amounts are in, named once in the column heads. */
  currency: string;
  busy: boolean;
}

/** The movements of one page: a table, drawn as cards where the page is narrow. */
export function RecordsTable({ list, currency, busy }: RecordsTableProps) {
  const { t } = useTranslation('records');
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-busy={busy}>
        <caption className={styles.srOnly}>{t('records.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('records.columns.time')}</th>
            <th scope="col">{t('records.columns.type')}</th>
            <th scope="col" className={styles.number}>
              {t('records.columns.amount', { currency })}
            </th>
            <th scope="col" className={styles.number}>
              {t('records.columns.balanceAfter', { currency })}
            </th>
            <th scope="col">{t('records.columns.reference')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((record) => (
            <RecordRow key={record.id} record={record} currency={currency} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RecordRow({ record, currency }: { record: AccountRecord; currency: string }) {
  const { t, i18n } = useTranslation('records');
  const wallet =
    record.wallet === 'vendor'
      ? (record.vendorName ?? record.vendor ?? '')
      : t(`wallets.${record.wallet}`);
  return (
    <tr data-testid="account-record">
      <td className={styles.time}>{formatDateTime(record.time, i18n.language)}</td>
      <td className={styles.type}>
        <span className={styles.typeName}>{t(`types.${record.type}`)}</span>
        <span className={styles.wallet}>{wallet}</span>
      </td>
      <td className={[styles.number, styles.amount, direction(record.amount)].join(' ')}>
        {signedAmount(record.amount)}
      </td>
      <td className={[styles.number, styles.balance].join(' ')}>
        <span className={styles.cellLabel}>{t('records.columns.balanceAfter', { currency })}</span>
        {formatAmount(record.balanceAfter)}
      </td>
      <td className={styles.reference}>
        <span className={styles.cellLabel}>{t('records.columns.reference')}</span>
        <span className={styles.referenceText}>{record.reference}</span>
      </td>
    </tr>
  );
}

/** Money in, out and the net of the whole range (every page), as the server summed them. */
export function RecordsTotals({
  totals,
  currency,
}: {
  totals: AccountRecords['totals'];
  currency: string;
}) {
  const { t } = useTranslation('records');
  const headingId = useId();
  return (
    <section className={records.totals} aria-labelledby={headingId}>
      <h4 id={headingId} className={records.totalsHeading}>
        {t('records.totals.heading', { currency })}
      </h4>
      <dl className={`${records.totalsList} ${styles.totalsColumns}`}>
        <div>
          <dt>{t('records.totals.in')}</dt>
          <dd className={direction(totals.moneyIn)} data-testid="records-money-in">
            {signedOrZero(totals.moneyIn)}
          </dd>
        </div>
        <div>
          <dt>{t('records.totals.out')}</dt>
          <dd className={direction(-totals.moneyOut)} data-testid="records-money-out">
            {signedOrZero(-totals.moneyOut)}
          </dd>
        </div>
        <div>
          <dt>{t('records.totals.net')}</dt>
          <dd className={direction(totals.net)} data-testid="records-net">
            {signedOrZero(totals.net)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
