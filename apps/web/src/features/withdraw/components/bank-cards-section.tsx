import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankCard, WithdrawInfo } from '@portal/shared/schemas/withdrawal';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useErrorMessage } from '../../../lib/error-message';
import { deleteBankCard } from '../api/bank-card-calls';
import { useWithdrawMutation } from '../hooks/use-withdraw-mutation';
import { AddCardForm } from './add-card-form';
import styles from './withdraw.module.css';

interface BankCardsSectionProps {
  info: WithdrawInfo;
  adding: boolean;
  onAddingChange: (adding: boolean) => void;
}

/** The member's bank cards, numbers masked: add one (up to the limit) or delete one. */
export function BankCardsSection({ info, adding, onAddingChange }: BankCardsSectionProps) {
  const { t } = useTranslation('withdraw');
  const headingId = useId();
  const [message, setMessage] = useState<string | null>(null);
  const full = info.cards.length >= info.maxBankCards;
  const canAdd = info.payeeName !== null && !full;

  return (
    <section aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h3 id={headingId} className={styles.heading}>
          {t('cards.heading')}{' '}
          <span className={styles.muted}>
            {t('cards.count', { used: info.cards.length, max: info.maxBankCards })}
          </span>
        </h3>
        {canAdd && !adding && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setMessage(null);
              onAddingChange(true);
            }}
          >
            {t('cards.add')}
          </Button>
        )}
      </div>
      <div className={styles.card}>
        {adding && info.payeeName !== null && (
          <AddCardForm
            payeeName={info.payeeName}
            onDone={() => {
              onAddingChange(false);
              setMessage(t('cards.added'));
            }}
            onCancel={() => onAddingChange(false)}
          />
        )}
        {info.cards.length === 0 ? (
          !adding && <EmptyState compact title={t('cards.empty')} />
        ) : (
          <ul className={styles.cards}>
            {info.cards.map((card) => (
              <CardRow key={card.id} card={card} onDeleted={() => setMessage(t('cards.deleted'))} />
            ))}
          </ul>
        )}
        {full && <p className={styles.muted}>{t('cards.limitReached')}</p>}
        {message && (
          <p role="status" className={styles.notice}>
            {message}
          </p>
        )}
      </div>
    </section>
  );
}

/** One card; deleting asks once more in place, and is refused while an order uses it. */
function CardRow({ card, onDeleted }: { card: BankCard; onDeleted: () => void }) {
  const { t } = useTranslation('withdraw');
  const errorMessage = useErrorMessage();
  const [confirming, setConfirming] = useState(false);
  const remove = useWithdrawMutation(deleteBankCard, { onSuccess: onDeleted });
  const label = `${card.bankName} ${card.accountNumber}`;

  return (
    <li className={styles.bankCard}>
      <span className={styles.bankCardMain}>
        <span className={styles.bankName}>{card.bankName}</span>
        <span className={styles.number}>{card.accountNumber}</span>
        <span className={styles.muted}>{card.holderName}</span>
        {card.inUse && <span className={styles.muted}>{t('cards.inUse')}</span>}
      </span>
      {!card.inUse &&
        (confirming ? (
          <span className={styles.actions}>
            <Button
              size="sm"
              variant="danger"
              busy={remove.isPending}
              onClick={() => remove.mutate(card.id)}
              aria-label={t('cards.confirmLabel', { card: label })}
            >
              {t('cards.confirm')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              {t('cards.keep')}
            </Button>
          </span>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setConfirming(true)}
            aria-label={t('cards.deleteLabel', { card: label })}
          >
            {t('cards.delete')}
          </Button>
        ))}
      {remove.isError && (
        <p role="alert" className={styles.alert}>
          {errorMessage(remove.error)}
        </p>
      )}
    </li>
  );
}
