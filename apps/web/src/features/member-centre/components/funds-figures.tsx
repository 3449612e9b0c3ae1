import { useTranslation } from 'react-i18next';
import styles from './member-funds.module.css';

interface FundsFiguresProps {
  wallet: string;
  points: string;
}

/**
 * The wallet and points figures atop the member's menu, as text already formatted. Drawn with
 * "…" while the part that asks for and formats the points is still loading, so the menu's
 * entries keep their place when the figures arrive.
 */
export function FundsFigures({ wallet, points }: FundsFiguresProps) {
  const { t } = useTranslation('header');
  return (
    <dl className={styles.funds}>
      <div className={styles.figure}>
        <dt>{t('account.wallet')}</dt>
        <dd data-testid="member-menu-wallet">{wallet}</dd>
      </div>
      <div className={styles.figure}>
        <dt>{t('account.points')}</dt>
        <dd data-testid="member-menu-points">{points}</dd>
      </div>
    </dl>
  );
}
