import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@portal/shared/schemas/contracts';
import { Button } from '../../../components/ui/button';
import { ratesOf } from '../contract-format';
import { emptyRow, type TierRow } from '../terms-form';
import records from '../../../components/records/records.module.css';
import styles from './contracts.module.css';

interface TierFieldsProps {
  kind: ContractKind;
  rows: TierRow[];
  maxTiers: number;
  onChange: (rows: TierRow[]) => void;
}

/** The editor's tier rows: thresholds and the kind's rates, a row added or removed at a time. */
export function TierFields({ kind, rows, maxTiers, onChange }: TierFieldsProps) {
  const { t } = useTranslation('contracts');
  const update = (index: number, row: TierRow) =>
    onChange(rows.map((item, at) => (at === index ? row : item)));

  return (
    <>
      {rows.map((row, index) => (
        <fieldset key={index} className={styles.tierRow} data-testid="tier-fields">
          <legend>{t('tiers.name', { number: index + 1 })}</legend>
          <label className={styles.field}>
            {t('editor.minValidBet')}
            <input
              className={records.input}
              inputMode="decimal"
              value={row.minValidBet}
              onChange={(event) => update(index, { ...row, minValidBet: event.target.value })}
            />
          </label>
          <label className={styles.field}>
            {t('tiers.minActive')}
            <input
              className={records.input}
              inputMode="numeric"
              value={row.minActive}
              onChange={(event) => update(index, { ...row, minActive: event.target.value })}
            />
          </label>
          {ratesOf(kind).map((name) => (
            <label key={name} className={styles.field}>
              {t('editor.rateField', { rate: t(`rates.${name}`) })}
              <input
                className={records.input}
                inputMode="decimal"
                value={row.rates[name] ?? ''}
                onChange={(event) =>
                  update(index, { ...row, rates: { ...row.rates, [name]: event.target.value } })
                }
              />
            </label>
          ))}
          {rows.length > 1 && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
              aria-label={t('editor.removeTier', { number: index + 1 })}
            >
              {t('editor.remove')}
            </Button>
          )}
        </fieldset>
      ))}
      <div>
        <Button
          size="sm"
          variant="secondary"
          disabled={rows.length >= maxTiers}
          onClick={() => onChange([...rows, emptyRow(kind)])}
        >
          {t('editor.addTier', { max: maxTiers })}
        </Button>
      </div>
    </>
  );
}
