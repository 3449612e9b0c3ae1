import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-message';
import { TextField } from '../../../components/ui/text-field';
import { useBanks } from '../api/get-banks';
import { addBankCard } from '../api/bank-card-calls';
import { useWithdrawMutation } from '../hooks/use-withdraw-mutation';
import styles from './withdraw.module.css';

const ACCOUNT_NUMBER = /^\d{6,20}$/;
/** As printed on cards: spaces and dashes between the digits are fine. */
const digitsOf = (text: string) => text.replace(/[\s-]/g, '');
const sameName = (a: string, b: string) =>
  a.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase() ===
  b.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

type FieldName = 'bankCode' | 'accountNumber' | 'holderName';

interface AddCardFormProps {
  /** The member's real name: the only holder a card may have. */
  payeeName: string;
  onDone: () => void;
  onCancel: () => void;
}

/** POST /wps/member/bank-cards: a bank from the list, the account number and its holder. */
export function AddCardForm({ payeeName, onDone, onCancel }: AddCardFormProps) {
  const { t } = useTranslation('withdraw');
  const errorMessage = useErrorMessage();
  const bankId = useId();
  const banks = useBanks();
  const [values, setValues] = useState<Record<FieldName, string>>({
    bankCode: '',
    accountNumber: '',
    holderName: payeeName,
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const save = useWithdrawMutation(addBankCard, { onSuccess: onDone });

  const bind = (name: FieldName) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<FieldName, string>> = {
      bankCode: values.bankCode ? undefined : t('cards.errors.bank'),
      accountNumber: ACCOUNT_NUMBER.test(digitsOf(values.accountNumber))
        ? undefined
        : t('cards.errors.accountNumber'),
      holderName: sameName(values.holderName, payeeName) ? undefined : t('cards.errors.holderName'),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    save.mutate({
      bankCode: values.bankCode,
      accountNumber: digitsOf(values.accountNumber),
      holderName: values.holderName.trim(),
    });
  };

  if (banks.isPending) return <Spinner />;
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <div className={styles.field}>
        <label htmlFor={bankId} className={styles.label}>
          {t('cards.bank')}
        </label>
        <select
          id={bankId}
          className={styles.select}
          value={values.bankCode}
          onChange={(event) => bind('bankCode')(event.target.value)}
          aria-invalid={errors.bankCode ? true : undefined}
          aria-describedby={errors.bankCode ? `${bankId}-error` : undefined}
        >
          <option value="">{t('cards.chooseBank')}</option>
          {(banks.data ?? []).map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
        {errors.bankCode && (
          <p id={`${bankId}-error`} className={styles.error}>
            {errors.bankCode}
          </p>
        )}
      </div>
      <TextField
        label={t('cards.accountNumber')}
        value={values.accountNumber}
        onChange={bind('accountNumber')}
        error={errors.accountNumber}
        hint={t('cards.accountNumberHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={40}
      />
      <TextField
        label={t('cards.holderName')}
        value={values.holderName}
        onChange={bind('holderName')}
        error={errors.holderName}
        hint={t('cards.holderNameHint', { name: payeeName })}
        autoComplete="name"
        maxLength={100}
      />
      {(save.isError || banks.isError) && (
        <p role="alert" className={styles.alert}>
          {errorMessage(save.error ?? banks.error)}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" busy={save.isPending}>
          {t('cards.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('cards.cancel')}
        </Button>
      </div>
    </form>
  );
}
