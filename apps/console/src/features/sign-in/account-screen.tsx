import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '../../auth/staff-context';
import { Button } from '../../components/ui/button';
import { Badge, Card, DescriptionList, Loading, PageHeader } from '../../components/ui/primitives';
import { formatSiteTime } from '../../lib/format';
import { RegenerateCodesDialog } from './regenerate-codes-dialog';
import styles from './account.module.css';

/** Fewer recovery codes than this and the page asks for new ones. */
const FEW_CODES = 3;

/** The signed-in staff member's own page: role, what it allows, second factor, recovery codes. */
export default function AccountScreen() {
  const { t } = useTranslation('signIn');
  const { staff, signOut } = useStaff();
  const [regenerating, setRegenerating] = useState(false);
  if (!staff) return <Loading />;

  const enrolled = staff.factorEnrolledAt !== null;
  const few = enrolled && staff.recoveryCodesLeft < FEW_CODES;
  return (
    <>
      <PageHeader
        title={t('account.title')}
        description={t('account.description')}
        actions={<Button onClick={() => void signOut()}>{t('account.signOut')}</Button>}
      />
      <div className={styles.grid}>
        <Card title={t('account.profile')}>
          <DescriptionList
            items={[
              [t('account.username'), staff.username],
              [t('account.displayName'), staff.displayName],
              [t('account.role'), <Badge tone="info">{t(`common:role.${staff.role}`)}</Badge>],
              [
                t('account.factor'),
                enrolled ? (
                  t('account.factorOn', { date: formatSiteTime(staff.factorEnrolledAt) })
                ) : (
                  <Badge tone="warning">{t('account.factorOff')}</Badge>
                ),
              ],
              [
                t('account.codesLeft'),
                <Badge tone={few ? 'warning' : 'neutral'}>
                  {t('account.codesLeftValue', { count: staff.recoveryCodesLeft })}
                </Badge>,
              ],
            ]}
          />
        </Card>
        <Card title={t('account.recoveryTitle')}>
          <p className={styles.muted}>{t('account.recoveryLead')}</p>
          {few ? (
            <p className={styles.warning} role="status">
              {t('account.codesLow')}
            </p>
          ) : null}
          {enrolled ? (
            <Button variant="primary" onClick={() => setRegenerating(true)}>
              {t('account.regenerate')}
            </Button>
          ) : null}
        </Card>
        <Card title={t('account.permissions')} className={styles.full}>
          <ul className={styles.permissions}>
            {staff.permissions.map((permission) => (
              <li key={permission}>
                <span>{t(`permission.${permission}`)}</span>
                <code>{permission}</code>
              </li>
            ))}
          </ul>
        </Card>
      </div>
      <RegenerateCodesDialog
        open={regenerating}
        onOpenChange={setRegenerating}
        username={staff.username}
      />
    </>
  );
}
