import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import styles from './promotions.module.css';

interface PointsMallProps {
  signedIn: boolean;
  onLogin: () => void;
}

/** The points mall: rewards to exchange for points; a member's points need a session. */
export function PointsMall({ signedIn, onLogin }: PointsMallProps) {
  const { t } = useTranslation('pages');
  return (
    <section className={styles.page} aria-labelledby="points-mall-title">
      <h1 id="points-mall-title">{t('title.pointMall')}</h1>
      <p className={styles.lead}>{t('pointMall.intro')}</p>
      {signedIn ? (
        <EmptyState title={t('pointMall.noRewards')} description={t('pointMall.noRewardsText')} />
      ) : (
        <EmptyState
          title={t('pointMall.loginTitle')}
          description={t('pointMall.loginText')}
          action={<Button onClick={onLogin}>{t('pointMall.login')}</Button>}
        />
      )}
    </section>
  );
}
