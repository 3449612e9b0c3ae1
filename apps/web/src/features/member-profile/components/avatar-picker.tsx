import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/error-message';
import { useMemberIcon } from '../../session/api/get-member-info';
import { useAvatarList, useSetIcon } from '../api/profile-calls';
import styles from './profile.module.css';

/**
 * The avatars of /wps/relay/MCSFE_getPlayerAvatar as a grid of choices: the current one is
 * marked, a click selects another, save makes it the member's (and the header's) avatar.
 */
export function AvatarPicker() {
  const { t } = useTranslation('profile');
  const errorMessage = useErrorMessage();
  const avatars = useAvatarList();
  const current = useMemberIcon().data?.icon;
  const [chosen, setChosen] = useState<number | null>(null);
  const [saved, setSaved] = useState(false);
  const setIcon = useSetIcon();
  const selected = chosen ?? current ?? null;

  if (avatars.isPending) return <p className={styles.muted}>{t('loading')}</p>;
  if (avatars.isError) {
    return (
      <p role="alert" className={styles.alert}>
        {errorMessage(avatars.error)}
      </p>
    );
  }
  return (
    <div className={styles.avatars}>
      <div role="radiogroup" aria-label={t('avatar.choose')} className={styles.avatarGrid}>
        {avatars.data.map((avatar) => (
          <button
            key={avatar.icon}
            type="button"
            role="radio"
            aria-checked={selected === avatar.icon}
            aria-label={t('avatar.option', { number: avatar.icon })}
            className={styles.avatarOption}
            onClick={() => {
              setChosen(avatar.icon);
              setSaved(false);
            }}
          >
            <img src={avatar.url} alt="" width={56} height={56} loading="lazy" />
            {current === avatar.icon && (
              <span className={styles.current}>{t('avatar.current')}</span>
            )}
          </button>
        ))}
      </div>
      {setIcon.error ? (
        <p role="alert" className={styles.alert}>
          {errorMessage(setIcon.error)}
        </p>
      ) : null}
      {saved && (
        <p role="status" className={styles.notice}>
          {t('avatar.saved')}
        </p>
      )}
      <div>
        <Button
          busy={setIcon.isPending}
          disabled={selected === null || selected === current}
          onClick={() => {
            if (selected === null) return;
            setIcon.mutate(selected, { onSuccess: () => setSaved(true) });
          }}
        >
          {t('avatar.save')}
        </Button>
      </div>
    </div>
  );
}
