import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Terms } from '@portal/shared/contracts/terms';
import {
  dividendPeriods,
  type ContractKind,
  type ContractLimits,
  type DividendPeriod,
} from '@portal/shared/schemas/contracts';
import { Modal } from '../../../components/modals/modal';
import { Button } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/error-message';
import { type ContractChange, useContractChange } from '../api/contract-relay';
import { formatPercent } from '../contract-format';
import { checkTerms, termsInputOf, type TermsForm, type TermsFormProblem } from '../terms-form';
import { TierFields } from './tier-fields';
import agency from './agency.module.css';
import records from '../../../components/records/records.module.css';
import styles from './contracts.module.css';

export interface TermsTarget {
  /** offer: a first contract to a downline; new: new terms on a running contract. */
  mode: 'offer' | 'new';
  /** The member (offer) or contract (new) the terms are for. */
  id: number;
  /** Whose contract it is, for the heading. */
  account: string;
  initial: TermsForm;
  /** Terms the new ones must stay at or below (the caller's own, for a downline); null: none. */
  ceiling: Terms | null;
}

interface TermsDialogProps {
  kind: ContractKind;
  target: TermsTarget;
  limits: ContractLimits;
  onClose: () => void;
  onDone: (account: string) => void;
}

/** The terms editor of an offer or of new terms: period, tier rows, checks, then the call. */
export function TermsDialog({ kind, target, limits, onClose, onDone }: TermsDialogProps) {
  const { t } = useTranslation('contracts');
  const errorMessage = useErrorMessage();
  const periodId = useId();
  const change = useContractChange(kind);
  const [form, setForm] = useState<TermsForm>(target.initial);
  const [problem, setProblem] = useState<TermsFormProblem | null>(null);
  const maxTiers = Math.min(limits.maxTiers, 10);

  const edit = (next: TermsForm) => {
    setForm(next);
    setProblem(null);
    change.reset();
  };

  const handleSubmit = () => {
    const checked = checkTerms(kind, form, limits, target.ceiling);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    const terms = termsInputOf(kind, form);
    const call: ContractChange =
      target.mode === 'offer'
        ? { action: 'offer', memberId: target.id, terms }
        : { action: 'requestNew', contractId: target.id, terms };
    change.mutate(call, { onSuccess: () => onDone(target.account) });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t(`editor.title.${target.mode}`, { account: target.account })}
      width={640}
      footer={
        <div className={agency.formActions}>
          <Button isDefault busy={change.isPending} onClick={handleSubmit}>
            {t(`editor.submit.${target.mode}`)}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
            {t('editor.cancel')}
          </Button>
        </div>
      }
    >
      <div className={styles.editor}>
        <p className={styles.hint}>
          {t('editor.rules', {
            max: Object.entries(limits.maxRates)
              .map(([name, max]) => `${t(`rates.${name}`)} ≤ ${formatPercent(max)}`)
              .join(', '),
          })}
          {target.ceiling && ` ${t('editor.ceiling')}`}
        </p>
        {kind === 'dividend' && (
          <div className={styles.field}>
            <label htmlFor={periodId}>{t('own.period')}</label>
            <select
              id={periodId}
              className={records.input}
              value={form.period ?? 'monthly'}
              onChange={(event) => edit({ ...form, period: event.target.value as DividendPeriod })}
            >
              {dividendPeriods.map((period) => (
                <option key={period} value={period}>
                  {t(`periods.${period}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        <TierFields
          kind={kind}
          rows={form.tiers}
          maxTiers={maxTiers}
          onChange={(tiers) => edit({ ...form, tiers })}
        />
        {problem && (
          <p role="alert" className={agency.alert}>
            {t(`editor.problems.${problem.key}`, {
              row: problem.row,
              rate: problem.rate ? t(`rates.${problem.rate}`) : '',
              max: problem.key === 'maxRate' ? formatPercent(problem.max ?? 0) : problem.max,
            })}
          </p>
        )}
        {change.error && (
          <p role="alert" className={agency.alert}>
            {errorMessage(change.error)}
          </p>
        )}
      </div>
    </Modal>
  );
}
