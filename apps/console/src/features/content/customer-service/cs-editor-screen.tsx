import { useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/shared/constants/languages';
import { LIVE_CHAT_BUILTIN_PATH } from '@portal/shared/constants/live-chat';
import { CS_TYPES } from '@portal/shared/constants/site';
import {
  CS_ICONS,
  CS_VIP_RANK_MAX,
  customerServiceInputSchema,
  type CustomerServiceInput,
  type OperatorCustomerService,
} from '@portal/shared/schemas/content-operator/customer-service';
import { useCan } from '../../../auth/staff-context';
import { Field, SelectInput, TextInput } from '../../../components/form/fields';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import {
  Card,
  ErrorAlert,
  ErrorState,
  Loading,
  PageHeader,
} from '../../../components/ui/primitives';
import { useToast } from '../../../components/ui/toast';
import { deleteItem, routeId, saveItem, useContentItem, useInvalidate } from '../api';
import { titleOf } from '../kit/languages';
import {
  CheckboxField,
  FormRow,
  invalidLanguages,
  payloadResolver,
  showServerDetails,
  useFieldError,
} from '../kit/form-kit';
import { LanguageTabs } from '../kit/language-tabs';
import { PortalPreview } from '../kit/portal-preview';
import styles from '../kit/kit.module.css';
import { customerServiceForm, customerServicePayload, type CustomerServiceForm } from './cs-form';

const PATH = '/customer-service';
/** The kinds whose address may be the site's own chat room (decision 060). */
const BUILTIN_CHAT_TYPES = new Set([1, 4]);

/** One customer-service entry: kind, address, icon, who sees it, titles; beside the portal. */
export default function CustomerServiceEditorScreen() {
  const id = routeId(useParams().entryId);
  const item = useContentItem<OperatorCustomerService>(PATH, id);
  if (id !== null && item.isPending) return <Loading />;
  if (id !== null && item.isError) {
    return <ErrorState error={item.error} onRetry={() => void item.refetch()} />;
  }
  return <CustomerServiceEditor key={id ?? 'new'} entry={item.data} />;
}

function CustomerServiceEditor({ entry }: { entry?: OperatorCustomerService }) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const toast = useToast();
  const invalidate = useInvalidate();
  const fieldError = useFieldError();
  const canManage = useCan()('content.manage');
  const [failure, setFailure] = useState<unknown>(null);
  const [deleting, setDeleting] = useState(false);
  const [saved, setSaved] = useState(0);
  const form = useForm<CustomerServiceForm, unknown, CustomerServiceInput>({
    defaultValues: customerServiceForm(entry),
    resolver: payloadResolver(customerServiceInputSchema, customerServicePayload),
    mode: 'onTouched',
  });
  const { register, control, formState } = form;
  const values = useWatch({ control });
  const errors = formState.errors;

  const submit = form.handleSubmit(async (payload) => {
    setFailure(null);
    try {
      const next = await saveItem<OperatorCustomerService>(PATH, entry?.id ?? null, payload);
      await invalidate(PATH);
      form.reset(customerServiceForm(next));
      setSaved((count) => count + 1);
      toast(t('saved'));
      if (!entry) navigate(`/content/customer-service/${next.id}`, { replace: true });
    } catch (error) {
      setFailure(error);
      showServerDetails(error, form.setError);
    }
  });

  const remove = async () => {
    await deleteItem(PATH, entry!.id);
    await invalidate(PATH);
    toast(t('deleted'));
    navigate('/content/customer-service');
  };

  return (
    <>
      <PageHeader
        title={entry ? t('cs.edit') : t('cs.new')}
        description={entry ? `${titleOf(entry)} · ${entry.code}` : t('cs.description')}
        actions={
          <Button onClick={() => navigate('/content/customer-service')}>{t('backToList')}</Button>
        }
      />
      <div className={styles.editor}>
        <Card>
          <form onSubmit={submit} noValidate>
            <fieldset disabled={!canManage} className={styles.section}>
              <legend>{t('cs.entry')}</legend>
              <FormRow>
                <Field label={t('cs.type')} hint={t(`csTypeHint.${values.csType ?? 1}`)}>
                  {(props) => (
                    <SelectInput {...props} {...register('csType', { valueAsNumber: true })}>
                      {CS_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {t(`csType.${type}`)}
                        </option>
                      ))}
                    </SelectInput>
                  )}
                </Field>
                <Field label={t('cs.icon')}>
                  {(props) => (
                    <SelectInput {...props} {...register('icon')}>
                      {CS_ICONS.map((icon) => (
                        <option key={icon} value={icon}>
                          {t(`icon.${icon}`)}
                        </option>
                      ))}
                    </SelectInput>
                  )}
                </Field>
                <Field
                  label={t('cs.minVipRank')}
                  hint={t('cs.minVipRankHint')}
                  error={fieldError(errors.minVipRank)}
                >
                  {(props) => (
                    <TextInput
                      {...props}
                      type="number"
                      min={0}
                      max={CS_VIP_RANK_MAX}
                      {...register('minVipRank', { valueAsNumber: true })}
                    />
                  )}
                </Field>
              </FormRow>
              <Field
                label={t('cs.link')}
                hint={Number(values.csType) === 3 ? t('cs.protectedHint') : t('cs.linkHint')}
                error={fieldError(errors.path)}
              >
                {(props) => <TextInput {...props} {...register('path')} />}
              </Field>
              {BUILTIN_CHAT_TYPES.has(Number(values.csType)) ? (
                <div className={styles.builtinChat}>
                  <span className={styles.hint}>{t('cs.builtinChatHint')}</span>
                  <Button
                    size="sm"
                    onClick={() =>
                      form.setValue('path', LIVE_CHAT_BUILTIN_PATH, {
                        shouldDirty: true,
                        shouldTouch: true,
                        shouldValidate: true,
                      })
                    }
                  >
                    {t('cs.useBuiltinChat')}
                  </Button>
                </div>
              ) : null}
              <CheckboxField
                label={t('field.enabled')}
                hint={t('field.enabledHint')}
                {...register('enabled')}
              />
            </fieldset>
            <fieldset disabled={!canManage} className={styles.section}>
              <legend>{t('field.texts')}</legend>
              {errors.translations?.message ? (
                <p className={styles.error} role="alert">
                  {fieldError(errors.translations as FieldError)}
                </p>
              ) : null}
              <LanguageTabs
                label={t('field.texts')}
                filled={(code: Language) => Boolean(values.translations?.[code]?.title?.trim())}
                invalid={invalidLanguages(errors) as Language[]}
              >
                {(code) => (
                  <Field
                    label={t('field.titleIn', { language: code })}
                    error={fieldError(errors.translations?.[code]?.title)}
                  >
                    {(props) => (
                      <TextInput {...props} {...register(`translations.${code}.title`)} />
                    )}
                  </Field>
                )}
              </LanguageTabs>
            </fieldset>
            <ErrorAlert error={failure} />
            {canManage ? (
              <div className={styles.editorActions}>
                {entry ? (
                  <Button variant="danger" onClick={() => setDeleting(true)}>
                    {t('common:action.delete')}
                  </Button>
                ) : null}
                <Button type="submit" variant="primary" busy={formState.isSubmitting}>
                  {entry ? t('saveChanges') : t('publish')}
                </Button>
              </div>
            ) : (
              <p className={styles.hint}>{t('readOnly')}</p>
            )}
          </form>
        </Card>
        <PortalPreview path="/" reloadKey={saved} />
      </div>
      {entry ? (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={t('cs.deleteTitle')}
          description={t('cs.deleteText')}
          confirmLabel={t('common:action.delete')}
          variant="danger"
          onConfirm={remove}
        />
      ) : null}
    </>
  );
}
