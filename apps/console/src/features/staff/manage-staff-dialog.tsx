import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '@portal/shared/schemas/operator';
import { Button } from '../../components/ui/button';
import { Dialog, DialogFooter } from '../../components/ui/dialog';
import { Badge, DescriptionList } from '../../components/ui/primitives';
import { formatSiteTime } from '../../lib/format';
import styles from './staff.module.css';

export type StaffAction = 'edit' | 'password' | 'resetFactor' | 'disable' | 'enable';

/**
 * One staff member: their account at a glance and what an admin may do to it. An admin's own
 * disable is not offered (the server refuses it); a second factor never set up has nothing to reset.
 */
export function ManageStaffDialog({
  staff,
  self,
  onAction,
  onClose,
}: {
  staff: StaffAccount;
  self: boolean;
  onAction: (action: StaffAction) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('manageTitle', { name: staff.username })}
      description={staff.displayName}
    >
      <DescriptionList
        items={[
          [t('role'), t(`common:role.${staff.role}`)],
          [
            t('status'),
            <Badge tone={staff.status === 'active' ? 'success' : 'danger'}>
              {t(`statusValue.${staff.status}`)}
            </Badge>,
          ],
          [
            t('column.lastLogin'),
            staff.lastLoginAt
              ? `${formatSiteTime(staff.lastLoginAt)} · ${staff.lastLoginIp ?? ''}`
              : t('never'),
          ],
          [
            t('column.factor'),
            staff.factorEnrolledAt ? (
              t('factorOn', { date: formatSiteTime(staff.factorEnrolledAt) })
            ) : (
              <Badge tone="warning">{t('factorOff')}</Badge>
            ),
          ],
          [t('column.created'), formatSiteTime(staff.createdAt)],
        ]}
      />
      <div className={styles.manage}>
        <Button onClick={() => onAction('edit')}>{t('action.edit')}</Button>
        <Button onClick={() => onAction('password')}>{t('action.password')}</Button>
        {staff.factorEnrolledAt ? (
          <Button onClick={() => onAction('resetFactor')}>{t('action.resetFactor')}</Button>
        ) : null}
        {self ? null : staff.status === 'active' ? (
          <Button variant="danger" onClick={() => onAction('disable')}>
            {t('action.disable')}
          </Button>
        ) : (
          <Button onClick={() => onAction('enable')}>{t('action.enable')}</Button>
        )}
      </div>
      <DialogFooter>
        <Button variant="ghost" onClick={onClose}>
          {t('common:action.close')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
