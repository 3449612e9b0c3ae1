import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositBankAccount } from '@portal/shared/schemas/deposit';
import { Button } from '../../../components/ui/button';
import styles from './deposit.module.css';

type Field = keyof DepositBankAccount;
const FIELDS: readonly Field[] = ['bankName', 'accountName', 'accountNumber'];

/** Where a bank transfer goes, each detail with a copy button (no typing mistakes). */
export function BankAccount({ account }: { account: DepositBankAccount }) {
  const { t } = useTranslation('deposit');
  const [copied, setCopied] = useState<{ field: Field; ok: boolean } | null>(null);

  // The "Copied" word goes after a moment, so the next copy is seen as new.
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async (field: Field) => {
    try {
      await navigator.clipboard.writeText(account[field]);
      setCopied({ field, ok: true });
    } catch {
      setCopied({ field, ok: false });
    }
  };

  return (
    <section className={styles.bank} aria-label={t('bank.heading')}>
      <h4 className={styles.subheading}>{t('bank.heading')}</h4>
      <p className={styles.muted}>{t('bank.intro')}</p>
      <dl className={styles.bankFacts}>
        {FIELDS.map((field) => (
          <div key={field} className={styles.bankFact}>
            <dt>{t(`bank.${field}`)}</dt>
            <dd>
              <span
                className={field === 'accountNumber' ? styles.number : undefined}
                data-testid={`deposit-${field}`}
              >
                {account[field]}
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void copy(field)}
                aria-label={t('bank.copyLabel', { field: t(`bank.${field}`) })}
              >
                {copied?.field === field
                  ? copied.ok
                    ? t('bank.copied')
                    : t('bank.copyFailed')
                  : t('bank.copy')}
              </Button>
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.srOnly} role="status">
        {copied?.ok ? t('bank.copied') : ''}
      </p>
    </section>
  );
}
