import { useTranslation } from 'react-i18next';
import type { DepositChannel } from '@portal/shared/schemas/deposit';
import { useMoney } from '../deposit-format';
import styles from './deposit.module.css';

interface ChannelChoiceProps {
  channels: DepositChannel[];
  selected: number | null;
  onSelect: (channel: DepositChannel) => void;
  name: string;
}

/** The channels as cards: one radio group, each card with its kind, name and limits. */
export function ChannelChoice({ channels, selected, onSelect, name }: ChannelChoiceProps) {
  const { t } = useTranslation('deposit');
  const money = useMoney();
  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>{t('form.channel')}</legend>
      <div className={styles.channels}>
        {channels.map((channel) => (
          <label key={channel.id} className={styles.channel}>
            <input
              type="radio"
              name={name}
              className={styles.channelRadio}
              checked={selected === channel.id}
              onChange={() => onSelect(channel)}
            />
            <span className={styles.channelIcon} aria-hidden="true">
              {channel.type === 'bank_transfer' ? <BankIcon /> : <CardIcon />}
            </span>
            <span className={styles.channelText}>
              <span className={styles.channelName}>{channel.name}</span>
              <span className={styles.channelMeta}>
                {channel.type === 'bank_transfer' ? t('form.bankTransfer') : t('form.gateway')}
                {' · '}
                {t('form.limits', { min: money(channel.minAmount), max: money(channel.maxAmount) })}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function BankIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none">
      <path d="M3 9.5 12 4l9 5.5" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      <path
        d="M5 10v7M9.7 10v7M14.3 10v7M19 10v7M3 20h18"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  );
}

function CardIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none">
      <rect x="3" y="5.5" width="18" height="13" rx="2" stroke="currentColor" strokeWidth="1.8" />
      <path d="M3 10h18M7 15h4" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}
