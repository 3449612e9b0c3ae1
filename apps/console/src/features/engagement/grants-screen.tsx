import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { grantPointsPayloadSchema, type GrantPointsValue } from '@portal/shared/schemas/points';
import { api } from '../../api/client';
import { useCan } from '../../auth/staff-context';
import { Field, FieldRow, TextInput } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Card, DescriptionList, Notice, PageHeader } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { currentLocale } from '../../lib/i18n';
import { formatCount } from '../../lib/format';
import styles from './engagement.module.css';
import { PointsTabs } from './points-tabs';

type Grant = { username: string; points: number; reason: string };

/** Points given or taken by hand (`/marketing/points/grants`), with a reason, audited. */
export default function GrantsScreen() {
  const { t } = useTranslation('engagement');
  const toast = useToast();
  const canDecide = useCan()('engagement.decide');
  const form = useZodForm(grantPointsPayloadSchema, { username: '', reason: '' });
  const [pending, setPending] = useState<Grant | null>(null);
  const [last, setLast] = useState<GrantPointsValue | null>(null);
  const grant = useMutation({
    mutationFn: (body: Grant) => api<GrantPointsValue>('/points/grants', { method: 'POST', body }),
  });
  const message = (code: string | undefined) =>
    code === undefined ? undefined : code === 'not_zero' ? t('grants.notZero') : t('form.check');
  return (
    <>
      <PageHeader title={t('points.title')} description={t('grants.description')} />
      <PointsTabs />
      {!canDecide ? (
        <Notice>{t('grants.cannot')}</Notice>
      ) : (
        <Card title={t('grants.title')}>
          <form
            className={styles.stack}
            onSubmit={form.handleSubmit((values) => setPending(values))}
          >
            <FieldRow>
              <Field
                label={t('column.member')}
                error={message(form.formState.errors.username?.message)}
              >
                {(props) => <TextInput {...props} {...form.register('username')} />}
              </Field>
              <Field
                label={t('grants.points')}
                hint={t('grants.pointsHint')}
                error={message(form.formState.errors.points?.message)}
              >
                {(props) => (
                  <TextInput
                    {...props}
                    inputMode="numeric"
                    {...form.register('points', { valueAsNumber: true })}
                  />
                )}
              </Field>
            </FieldRow>
            <Field
              label={t('grants.reason')}
              error={message(form.formState.errors.reason?.message)}
            >
              {(props) => <TextInput {...props} {...form.register('reason')} />}
            </Field>
            <div>
              <Button type="submit" variant="primary">
                {t('grants.submit')}
              </Button>
            </div>
          </form>
          {last ? (
            <div style={{ marginTop: 16 }}>
              <DescriptionList
                items={[
                  [t('column.member'), last.username],
                  [t('grants.points'), formatCount(last.points, currentLocale())],
                  [t('grants.balance'), formatCount(last.balance, currentLocale())],
                  [t('grants.reference'), last.reference],
                ]}
              />
            </div>
          ) : null}
        </Card>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          pending
            ? t(pending.points > 0 ? 'grants.confirmGive' : 'grants.confirmTake', {
                points: formatCount(Math.abs(pending.points), currentLocale()),
                member: pending.username,
              })
            : ''
        }
        description={pending?.reason}
        confirmLabel={t('grants.submit')}
        variant={pending && pending.points < 0 ? 'danger' : 'primary'}
        onConfirm={async () => {
          const value = await grant.mutateAsync(pending!);
          setLast(value);
          toast(t('grants.done', { member: value.username, balance: value.balance }));
          form.reset({ username: '', reason: '' });
        }}
      />
    </>
  );
}
