import { useTranslation } from 'react-i18next';
import type { ContractKind, TierView } from '@portal/shared/schemas/contracts';
import { formatAmount } from '../../../lib/money';
import { formatPercent, ratesOf } from '../contract-format';
import styles from './agency.module.css';

interface TiersTableProps {
  kind: ContractKind;
  tiers: readonly TierView[];
  currency: string;
  caption: string;
}

/** A contract's tiers: the thresholds (team valid bet, active members), then the kind's rates. */
export function TiersTable({ kind, tiers, currency, caption }: TiersTableProps) {
  const { t } = useTranslation('contracts');
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="tiers-table">
        <caption className={styles.srOnly}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tiers.tier')}</th>
            <th scope="col" className={styles.number}>
              {t('tiers.minValidBet', { currency })}
            </th>
            <th scope="col" className={styles.number}>
              {t('tiers.minActive')}
            </th>
            {ratesOf(kind).map((name) => (
              <th key={name} scope="col" className={styles.number}>
                {t(`rates.${name}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => (
            <tr key={index} data-testid="tier-row">
              <th scope="row">{t('tiers.name', { number: index + 1 })}</th>
              <td className={styles.number} data-label={t('tiers.minValidBet', { currency })}>
                {formatAmount(tier.minValidBet)}
              </td>
              <td className={styles.number} data-label={t('tiers.minActive')}>
                {tier.minActive}
              </td>
              {ratesOf(kind).map((name) => (
                <td
                  key={name}
                  className={`${styles.number} ${styles.strong}`}
                  data-label={t(`rates.${name}`)}
                >
                  {formatPercent(tier[name] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
