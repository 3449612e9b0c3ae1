import { useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/shared/constants/languages';
import { ANNOUNCEMENT_TYPES, type AnnouncementType } from '@portal/shared/constants/site';
import {
  ANNOUNCEMENT_PLATFORMS,
  announcementInputSchema,
  type AnnouncementInput,
  type OperatorAnnouncement,
} from '@portal/shared/schemas/content-operator/announcements';
import { useCan } from '../../../auth/staff-context';
import { Field, SelectInput, TextArea, TextInput } from '../../../components/form/fields';
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
import {
  CheckboxField,
  FormRow,
  invalidLanguages,
  payloadResolver,
  ScheduleRow,
  showServerDetails,
  useFieldError,
} from '../kit/form-kit';
import { LanguageTabs } from '../kit/language-tabs';
import { PortalPreview } from '../kit/portal-preview';
import { StateBadge } from '../kit/state-badge';
import styles from '../kit/kit.module.css';
import {
  announcementForm,
  announcementPayload,
  TYPE_PAGES,
  type AnnouncementForm,
} from './announcement-form';

const PATH = '/announcements';

/** One announcement: type, where and when it shows, its texts per language, beside the portal. */
export default function AnnouncementEditorScreen() {
  const id = routeId(useParams().announcementId);
  const item = useContentItem<OperatorAnnouncement>(PATH, id);
  if (id !== null && item.isPending) return <Loading />;
  if (id !== null && item.isError) {
    return <ErrorState error={item.error} onRetry={() => void item.refetch()} />;
  }
  return <AnnouncementEditor key={id ?? 'new'} announcement={item.data} />;
}

function AnnouncementEditor({ announcement }: { announcement?: OperatorAnnouncement }) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const toast = useToast();
  const invalidate = useInvalidate();
  const fieldError = useFieldError();
  const [search] = useSearchParams();
  const canManage = useCan()('content.manage');
  const [failure, setFailure] = useState<unknown>(null);
  const [deleting, setDeleting] = useState(false);
  const [saved, setSaved] = useState(0);
  const askedType = search.get('type') as AnnouncementType | null;
  const defaults = announcementForm(announcement);
  if (!announcement && askedType && ANNOUNCEMENT_TYPES.includes(askedType))
    defaults.type = askedType;
  const form = useForm<AnnouncementForm, unknown, AnnouncementInput>({
    defaultValues: defaults,
    resolver: payloadResolver(announcementInputSchema, announcementPayload),
    mode: 'onTouched',
  });
  const { register, control, formState } = form;
  const values = useWatch({ control });
  const errors = formState.errors;

  const submit = form.handleSubmit(async (payload) => {
    setFailure(null);
    try {
      const next = await saveItem<OperatorAnnouncement>(PATH, announcement?.id ?? null, payload);
      await invalidate(PATH);
      form.reset(announcementForm(next));
      setSaved((count) => count + 1);
      toast(t('saved'));
      if (!announcement) navigate(`/content/announcements/${next.id}`, { replace: true });
    } catch (error) {
      setFailure(error);
      showServerDetails(error, form.setError);
    }
  });

  const remove = async () => {
    await deleteItem(PATH, announcement!.id);
    await invalidate(PATH);
    toast(t('deleted'));
    navigate('/content/announcements');
  };

  const filled = (code: Language) => {
    const text = values.translations?.[code];
    return Boolean(text?.title?.trim() || text?.content?.trim());
  };

  return (
    <>
      <PageHeader
        title={announcement ? t('announcements.edit') : t('announcements.new')}
        description={
          announcement ? (
            <>
              <StateBadge state={announcement.state} /> {t(`type.${announcement.type}`)} ·{' '}
              {announcement.code}
            </>
          ) : (
            t('announcements.description')
          )
        }
        actions={
          <Button onClick={() => navigate('/content/announcements')}>{t('backToList')}</Button>
        }
      />
      <div className={styles.editor}>
        <Card>
          <form onSubmit={submit} noValidate>
            <fieldset disabled={!canManage} className={styles.section}>
              <legend>{t('announcements.placement')}</legend>
              <FormRow>
                <Field label={t('announcements.type')} hint={t(`typeHint.${values.type ?? 'B'}`)}>
                  {(props) => (
                    <SelectInput {...props} {...register('type')}>
                      {ANNOUNCEMENT_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {t(`type.${type}`)}
                        </option>
                      ))}
                    </SelectInput>
                  )}
                </Field>
                <Field label={t('announcements.platform')}>
                  {(props) => (
                    <SelectInput {...props} {...register('platform')}>
                      {ANNOUNCEMENT_PLATFORMS.map((platform) => (
                        <option key={platform} value={platform}>
                          {t(`platform.${platform}`)}
                        </option>
                      ))}
                    </SelectInput>
                  )}
                </Field>
                <Field
                  label={t('announcements.order')}
                  hint={t('announcements.orderHint')}
                  error={fieldError(errors.sort)}
                >
                  {(props) => (
                    <TextInput
                      {...props}
                      type="number"
                      min={0}
                      max={10000}
                      {...register('sort', { valueAsNumber: true })}
                    />
                  )}
                </Field>
              </FormRow>
              <CheckboxField
                label={t('announcements.popupLabel')}
                hint={t('announcements.popupHint')}
                {...register('popup')}
              />
            </fieldset>
            <fieldset disabled={!canManage} className={styles.section}>
              <legend>{t('field.schedule')}</legend>
              <CheckboxField
                label={t('field.enabled')}
                hint={t('field.enabledHint')}
                {...register('enabled')}
              />
              <ScheduleRow>
                <Field
                  label={t('field.start')}
                  hint={t('field.siteClock')}
                  error={fieldError(errors.startTime)}
                >
                  {(props) => (
                    <TextInput {...props} type="datetime-local" {...register('startTime')} />
                  )}
                </Field>
                <Field
                  label={t('field.end')}
                  hint={t('field.endHint')}
                  error={fieldError(errors.endTime)}
                >
                  {(props) => (
                    <TextInput {...props} type="datetime-local" {...register('endTime')} />
                  )}
                </Field>
              </ScheduleRow>
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
                filled={filled}
                invalid={invalidLanguages(errors) as Language[]}
              >
                {(code) => (
                  <>
                    <Field
                      label={t('field.titleIn', { language: code })}
                      error={fieldError(errors.translations?.[code]?.title)}
                    >
                      {(props) => (
                        <TextInput {...props} {...register(`translations.${code}.title`)} />
                      )}
                    </Field>
                    <Field
                      label={t('field.contentIn', { language: code })}
                      hint={t('field.htmlHint')}
                      error={fieldError(errors.translations?.[code]?.content)}
                    >
                      {(props) => (
                        <TextArea
                          {...props}
                          rows={6}
                          {...register(`translations.${code}.content`)}
                        />
                      )}
                    </Field>
                  </>
                )}
              </LanguageTabs>
            </fieldset>
            <ErrorAlert error={failure} />
            {canManage ? (
              <div className={styles.editorActions}>
                {announcement ? (
                  <Button variant="danger" onClick={() => setDeleting(true)}>
                    {t('common:action.delete')}
                  </Button>
                ) : null}
                <Button type="submit" variant="primary" busy={formState.isSubmitting}>
                  {announcement ? t('saveChanges') : t('publish')}
                </Button>
              </div>
            ) : (
              <p className={styles.hint}>{t('readOnly')}</p>
            )}
          </form>
        </Card>
        <PortalPreview path={TYPE_PAGES[values.type ?? 'B']} reloadKey={saved} />
      </div>
      {announcement ? (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={t('announcements.deleteTitle')}
          description={t('announcements.deleteText')}
          confirmLabel={t('common:action.delete')}
          variant="danger"
          onConfirm={remove}
        />
      ) : null}
    </>
  );
}
