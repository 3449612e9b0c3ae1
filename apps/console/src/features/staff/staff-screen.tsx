import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STAFF_ROLES, STAFF_STATUSES, type StaffAccount } from '@portal/shared/schemas/operator';
import { csvUrl, useOperatorList } from '../../api/lists';
import { ME_QUERY_KEY, useStaff } from '../../auth/staff-context';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/list-state';
import { FilterSelect, FilterText } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Badge, PageHeader } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { formatSiteTime } from '../../lib/format';
import { CreateStaffDialog } from './create-staff-dialog';
import { EditStaffDialog, PasswordDialog } from './edit-staff-dialog';
import { ManageStaffDialog, type StaffAction } from './manage-staff-dialog';
import { resetStaffFactor, STAFF_LIST_KEY, STAFF_PATH, updateStaff } from './staff-api';
import styles from './staff.module.css';

/**
 * Staff accounts (staff.manage): the list with role, status, last sign-in and second factor;
 * creating staff, changing their role or name, disabling and enabling, new passwords and
 * second-factor resets. An admin's own role and status are not offered (the server refuses them).
 */
export default function StaffScreen() {
  const { t } = useTranslation('staff');
  const { staff: me } = useStaff();
  const queryClient = useQueryClient();
  const toast = useToast();
  const list = useListState(['q', 'role', 'status'] as const, { sort: 'username' });
  const query = useOperatorList<StaffAccount>(STAFF_PATH, list.query);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<{ action: StaffAction | 'manage'; staff: StaffAccount } | null>(
    null,
  );
  const close = () => setOpen(null);

  const columns = useMemo<TableColumn<StaffAccount>[]>(
    () => [
      {
        id: 'staff',
        header: t('column.staff'),
        meta: { sort: 'username' },
        cell: ({ row }) => (
          <div className={styles.who}>
            <span className={styles.username}>
              {row.original.username}
              {row.original.id === me?.id ? <Badge tone="info">{t('you')}</Badge> : null}
            </span>
            <span className={styles.muted}>{row.original.displayName}</span>
          </div>
        ),
      },
      {
        id: 'role',
        header: t('column.role'),
        meta: { sort: 'role' },
        cell: ({ row }) => (
          <div className={styles.who}>
            <span>{t(`common:role.${row.original.role}`)}</span>
            <span>
              <Badge tone={row.original.status === 'active' ? 'success' : 'danger'}>
                {t(`statusValue.${row.original.status}`)}
              </Badge>
            </span>
          </div>
        ),
      },
      {
        id: 'lastLogin',
        header: t('column.lastLogin'),
        meta: { sort: 'lastLoginAt' },
        cell: ({ row }) =>
          row.original.lastLoginAt ? (
            <div className={styles.who}>
              <span className={styles.nowrap}>{formatSiteTime(row.original.lastLoginAt)}</span>
              <span className={styles.muted}>{row.original.lastLoginIp}</span>
            </div>
          ) : (
            <span className={styles.muted}>{t('never')}</span>
          ),
      },
      {
        id: 'factor',
        header: t('column.factor'),
        cell: ({ row }) =>
          row.original.factorEnrolledAt ? (
            <span
              className={styles.nowrap}
              title={t('factorOn', { date: formatSiteTime(row.original.factorEnrolledAt) })}
            >
              {formatSiteTime(row.original.factorEnrolledAt).slice(0, 10)}
            </span>
          ) : (
            <Badge tone="warning">{t('factorOff')}</Badge>
          ),
      },
      {
        id: 'actions',
        header: t('column.actions'),
        meta: { shrink: true },
        cell: ({ row }) => (
          <Button
            size="sm"
            aria-label={t('manageOf', { name: row.original.username })}
            onClick={(event) => {
              event.stopPropagation();
              setOpen({ action: 'manage', staff: row.original });
            }}
          >
            {t('manage')}
          </Button>
        ),
      },
    ],
    [t, me?.id],
  );

  const refresh = () => queryClient.invalidateQueries({ queryKey: STAFF_LIST_KEY });
  const target = open?.staff;
  const name = target?.username ?? '';

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button variant="primary" onClick={() => setCreating(true)}>
            {t('create')}
          </Button>
        }
      />
      <DataTable
        label={t('table')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(row) => String(row.id)}
        csv={{ url: csvUrl(STAFF_PATH, list.query), name: 'staff' }}
        emptyText={t('empty')}
        onOpen={(row) => setOpen({ action: 'manage', staff: row })}
        toolbar={
          <>
            <FilterText
              label={t('search')}
              value={list.filters.q}
              onChange={(q) => list.setFilters({ q })}
            />
            <FilterSelect
              label={t('role')}
              value={list.filters.role}
              allLabel={t('anyRole')}
              options={STAFF_ROLES.map((role) => ({
                value: role,
                label: t(`common:role.${role}`),
              }))}
              onChange={(role) => list.setFilters({ role })}
            />
            <FilterSelect
              label={t('status')}
              value={list.filters.status}
              allLabel={t('anyStatus')}
              options={STAFF_STATUSES.map((status) => ({
                value: status,
                label: t(`statusValue.${status}`),
              }))}
              onChange={(status) => list.setFilters({ status })}
            />
          </>
        }
      />
      <CreateStaffDialog open={creating} onOpenChange={setCreating} />
      {target && open?.action === 'manage' ? (
        <ManageStaffDialog
          staff={target}
          self={target.id === me?.id}
          onAction={(action) => setOpen({ action, staff: target })}
          onClose={close}
        />
      ) : null}
      {target && open?.action === 'edit' ? (
        <EditStaffDialog staff={target} self={target.id === me?.id} onClose={close} />
      ) : null}
      {target && open?.action === 'password' ? (
        <PasswordDialog staff={target} onClose={close} />
      ) : null}
      <ConfirmDialog
        open={open?.action === 'resetFactor'}
        onOpenChange={(next) => (next ? undefined : close())}
        title={t('resetTitle', { name })}
        description={t('resetLead')}
        confirmLabel={t('resetConfirm')}
        variant="danger"
        onConfirm={async () => {
          await resetStaffFactor(target!.id);
          await refresh();
          if (target!.id === me?.id)
            await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
          toast(t('resetDone'));
        }}
      />
      <ConfirmDialog
        open={open?.action === 'disable' || open?.action === 'enable'}
        onOpenChange={(next) => (next ? undefined : close())}
        title={open?.action === 'enable' ? t('enableTitle', { name }) : t('disableTitle', { name })}
        description={open?.action === 'enable' ? t('enableLead') : t('disableLead')}
        confirmLabel={open?.action === 'enable' ? t('enableConfirm') : t('disableConfirm')}
        variant={open?.action === 'enable' ? 'primary' : 'danger'}
        onConfirm={async () => {
          const enable = open?.action === 'enable';
          await updateStaff(target!.id, { status: enable ? 'active' : 'disabled' });
          await refresh();
          toast(enable ? t('enabled', { name }) : t('disabled', { name }));
        }}
      />
    </>
  );
}
