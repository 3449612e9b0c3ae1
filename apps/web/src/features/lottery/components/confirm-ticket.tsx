import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modals/modal';
import { Button } from '../../../components/ui/button';
import { formatCurrency } from '../../../lib/money';
import type { SlipFigures } from '../slip-figures';
import styles from './lottery.module.css';

export interface ConfirmTicketProps {
  gameName: string;
  numero: string;
  betName: string;
  lines: readonly string[];
  figures: SlipFigures;
  unitStake: string;
  multiplier: number;
  symbol: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The ticket as it will be placed: its draw, its lines, what it costs and the most it can pay. */
export function ConfirmTicket({
  gameName,
  numero,
  betName,
  lines,
  figures,
  unitStake,
  multiplier,
  symbol,
  onConfirm,
  onCancel,
}: ConfirmTicketProps) {
  const { t } = useTranslation('lottery');
  return (
    <Modal
      open
      onClose={onCancel}
      title={t('confirm.title')}
      width={440}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('confirm.back')}
          </Button>
          <Button onClick={onConfirm} isDefault>
            {t('confirm.place')}
          </Button>
        </>
      }
    >
      <dl className={styles.figures} data-testid="confirm-ticket">
        <dt>{t('confirm.draw')}</dt>
        <dd>
          {gameName} · {numero}
        </dd>
        <dt>{t('slip.bet')}</dt>
        <dd>{betName}</dd>
        <dt>{t('slip.lines')}</dt>
        <dd>
          <span data-testid="confirm-line-count">
            {t('slip.lineCount', { count: lines.length })}
          </span>
          <ul className={styles.confirmLines} aria-label={t('slip.lines')}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </dd>
        <dt>{t('confirm.stake')}</dt>
        <dd>{t('confirm.stakeValue', { amount: unitStake, multiplier })}</dd>
        <dt>{t('slip.cost')}</dt>
        <dd data-testid="confirm-cost">{formatCurrency(figures.cost, symbol)}</dd>
        <dt>{t('slip.maxPayout')}</dt>
        <dd data-testid="confirm-max-payout">{formatCurrency(figures.maxPayout, symbol)}</dd>
      </dl>
    </Modal>
  );
}
