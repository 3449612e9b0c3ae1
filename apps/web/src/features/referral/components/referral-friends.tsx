import { useTranslation } from 'react-i18next';
import type { ReferralFriend } from '@portal/shared/schemas/referral';
import { formatDay, useMoney } from '../referral-format';
import styles from './referral.module.css';

/** One page of invited friends: a table, drawn as cards where the page is narrow. */
export function ReferralFriends({ list, busy }: { list: ReferralFriend[]; busy: boolean }) {
  const { t, i18n } = useTranslation('referral');
  const money = useMoney();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-busy={busy}>
        <caption className={styles.srOnly}>{t('friends.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('friends.columns.account')}</th>
            <th scope="col">{t('friends.columns.registered')}</th>
            <th scope="col">{t('friends.columns.status')}</th>
            <th scope="col" className={styles.number}>
              {t('friends.columns.reward')}
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((friend) => (
            <tr key={friend.id} data-testid="referral-friend" data-status={friend.status}>
              <td className={styles.account}>{friend.account}</td>
              <td className={styles.registered}>
                <span className={styles.cellLabel}>{t('friends.columns.registered')}</span>
                <time dateTime={friend.registeredAt}>
                  {formatDay(friend.registeredAt, i18n.language)}
                </time>
              </td>
              <td className={styles.statusCell}>
                <span
                  className={styles.status}
                  data-status={friend.status}
                  data-testid="referral-friend-status"
                >
                  {t(`status.${friend.status}`)}
                </span>
              </td>
              <td
                className={[styles.number, styles.reward].join(' ')}
                data-testid="referral-friend-reward"
              >
                <span className={styles.cellLabel}>{t('friends.columns.reward')}</span>
                {friend.reward === null ? '–' : money(friend.reward)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
