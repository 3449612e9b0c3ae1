import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAIN_WALLET,
  type WalletEntry,
  type WalletTransferPayload,
} from '@portal/shared/schemas/wallet';
import { amountToMinor, useMoney } from '../../../components/transfer/transfer-format';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { newTransferReference } from '../api/wallet-transfer';
import {
  amountForApi,
  checkTransfer,
  findWallet,
  walletCode,
  type TransferDraft,
  type TransferProblem,
} from '../transfer-rules';
import styles from './wallet.module.css';
import { amountFieldText } from '../../../lib/amount-input';

interface TransferFormProps {
  wallets: readonly WalletEntry[];
  busy: boolean;
  onSubmit: (payload: WalletTransferPayload) => void;
}

/**
 * Main wallet to a vendor wallet or back: from and to (one of them main), an amount with at
 * most 2 decimals or "All" for the source's whole balance. A retry of the same draft keeps its
 * reference, so an answer lost on the way cannot make it move twice.
 */
export function TransferForm({ wallets, busy, onSubmit }: TransferFormProps) {
  const { t } = useTranslation('wallet');
  const headingId = useId();
  const vendors = wallets.filter((wallet) => wallet.wallet === 'vendor');
  const firstOpen = vendors.find((vendor) => vendor.status === 'active');
  const [draft, setDraft] = useState<TransferDraft>({
    from: MAIN_WALLET,
    to: firstOpen ? walletCode(firstOpen) : '',
    amount: '',
    all: false,
  });
  const [problem, setProblem] = useState<TransferProblem | null>(null);
  const reference = useRef<string | null>(null);

  const update = (change: Partial<TransferDraft>) => {
    reference.current = null;
    setProblem(null);
    setDraft((current) => ({ ...current, ...change }));
  };
  const otherSide = (code: string) =>
    code === MAIN_WALLET ? (firstOpen ? walletCode(firstOpen) : '') : MAIN_WALLET;
  // One side is always main: choosing a vendor on one side puts main on the other.
  const choose = (side: 'from' | 'to', code: string) => {
    const other = side === 'from' ? 'to' : 'from';
    const keep = draft[other] !== code && (code === MAIN_WALLET) !== (draft[other] === MAIN_WALLET);
    update({
      [side]: code,
      [other]: keep ? draft[other] : otherSide(code),
      amount: draft.all ? '' : draft.amount,
      all: false,
    });
  };

  const available = findWallet(wallets, draft.from)?.balance ?? 0;
  const format = useMoney();
  const useAll = () => update({ amount: amountFieldText(amountToMinor(available)), all: true });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkTransfer(draft, wallets, format);
    if (found) {
      setProblem(found);
      return;
    }
    reference.current ??= newTransferReference();
    onSubmit({
      from: draft.from,
      to: draft.to,
      reference: reference.current,
      ...(draft.all ? { all: true } : { amount: amountForApi(draft.amount) }),
    });
  };

  const message = (field: TransferProblem['field']) =>
    problem?.field === field ? t(problem.key, problem.values) : undefined;
  const options = [
    { code: MAIN_WALLET, label: t('main'), open: true },
    ...vendors.map((vendor) => ({
      code: walletCode(vendor),
      label:
        vendor.status === 'active'
          ? vendor.name
          : `${vendor.name} (${t(`status.${vendor.status}`)})`,
      open: vendor.status === 'active',
    })),
  ];

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('transfer.heading')}
      </h3>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <div className={styles.sides}>
          <WalletSelect
            label={t('transfer.from')}
            value={draft.from}
            options={options}
            error={message('from')}
            onChange={(code) => choose('from', code)}
          />
          <WalletSelect
            label={t('transfer.to')}
            value={draft.to}
            options={options}
            error={message('to')}
            onChange={(code) => choose('to', code)}
          />
        </div>
        <TextField
          label={t('transfer.amount')}
          value={draft.amount}
          onChange={(amount) => update({ amount, all: false })}
          error={message('amount')}
          hint={t('transfer.available', { amount: format(amountToMinor(available)) })}
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          addon={
            <Button
              variant={draft.all ? 'primary' : 'secondary'}
              onClick={useAll}
              aria-pressed={draft.all}
              aria-label={t('transfer.allLabel')}
            >
              {t('transfer.all')}
            </Button>
          }
        />
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            {t('transfer.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

interface WalletSelectProps {
  label: string;
  value: string;
  options: { code: string; label: string; open: boolean }[];
  error: string | undefined;
  onChange: (code: string) => void;
}

function WalletSelect({ label, value, options, error, onChange }: WalletSelectProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map((option) => (
          <option key={option.code} value={option.code} disabled={!option.open}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
