import { useTranslation } from 'react-i18next';
import {
  BoltIcon,
  ClockIcon,
  DevicesIcon,
  GlobeIcon,
  ShieldIcon,
} from '../../../components/ui/icons';
import styles from './site-footer.module.css';

const CLAIMS = [
  { key: 'fast', Icon: BoltIcon },
  { key: 'secure', Icon: ShieldIcon },
  { key: 'games', Icon: GlobeIcon },
  { key: 'devices', Icon: DevicesIcon },
  { key: 'support', Icon: ClockIcon },
] as const;

export function FooterClaims() {
  const { t } = useTranslation('footer');
  return (
    <ul className={styles.claims} aria-label={t('claims.title')}>
      {CLAIMS.map(({ key, Icon }) => (
        <li key={key} className={styles.claim}>
          <span className={styles.claimIcon}>
            <Icon size={22} />
          </span>
          <span>
            <strong className={styles.claimTitle}>{t(`claims.${key}.title`)}</strong>
            <span className={styles.claimText}>{t(`claims.${key}.text`)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
