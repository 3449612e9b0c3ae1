import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CentrePageProps } from '../../../components/centre/centre-page';
import { useErrorMessage } from '../../../lib/error-message';
import { useMemberInfo } from '../../session/api/get-member-info';
import { AvatarPicker } from './avatar-picker';
import { ProfileForm } from './profile-form';
import styles from './profile.module.css';

/** "My profile": the avatar picker, then every profile field the site shows. */
export function ProfilePage(_props: CentrePageProps) {
  const { t } = useTranslation('profile');
  const errorMessage = useErrorMessage();
  const info = useMemberInfo();
  const avatarId = useId();
  const detailsId = useId();

  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>{t('title')}</h2>
      <section aria-labelledby={avatarId} className={styles.card}>
        <h3 id={avatarId} className={styles.subheading}>
          {t('avatar.title')}
        </h3>
        <AvatarPicker />
      </section>
      <section aria-labelledby={detailsId} className={styles.card}>
        <h3 id={detailsId} className={styles.subheading}>
          {t('details')}
        </h3>
        {info.isPending ? (
          <p className={styles.muted}>{t('loading')}</p>
        ) : info.isError ? (
          <p role="alert" className={styles.alert}>
            {errorMessage(info.error)}
          </p>
        ) : (
          // A saved profile comes back with new locks: the form starts again from it.
          <ProfileForm key={JSON.stringify(info.data.profile)} profile={info.data.profile} />
        )}
      </section>
    </div>
  );
}
