import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/shared/constants/languages';
import { BANNER_GROUPS, type BannerGroup } from '@portal/shared/constants/site';
import {
  BANNER_LINKAGE_TYPES,
  bannerInputSchema,
  type OperatorBanner,
} from '@portal/shared/schemas/content-operator/banners';
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
import {
  CheckboxField,
  FormRow,
  invalidLanguages,
  payloadResolver,
  ScheduleRow,
  showServerDetails,
  useFieldError,
} from '../kit/form-kit';
import { ImageUpload } from '../kit/image-upload';
import { LanguageTabs } from '../kit/language-tabs';
import { PortalPreview } from '../kit/portal-preview';
import { StateBadge } from '../kit/state-badge';
import styles from '../kit/kit.module.css';
import { bannerForm, bannerPayload, GROUP_PAGES, type BannerForm } from './banner-form';

const PATH = '/banners';

/** One banner: its group, art, link, schedule and texts per language, beside the portal page. */
export default function BannerEditorScreen() {
  const { t } = useTranslation('content');
  const id = routeId(useParams().bannerId);
  const item = useContentItem<OperatorBanner>(PATH, id);
  if (id !== null && item.isPending) return <Loading />;
  if (id !== null && item.isError) {
    return <ErrorState error={item.error} onRetry={() => void item.refetch()} />;
  }
  return <BannerEditor key={id ?? 'new'} banner={item.data} title={t('banners.title')} />;
}

function BannerEditor({ banner, title }: { banner?: OperatorBanner; title: string }) {
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
  const startGroup = (search.get('groupName') as BannerGroup | null) ?? 'home';
  const form = useForm<BannerForm, unknown, ReturnType<typeof bannerPayload>>({
    defaultValues: bannerForm(banner, BANNER_GROUPS.includes(startGroup) ? startGroup : 'home'),
    resolver: payloadResolver(bannerInputSchema, bannerPayload),
    mode: 'onTouched',
  });
  const { register, control, setValue, formState } = form;
  const values = useWatch({ control });
  const errors = formState.errors;

  useEffect(() => setFailure(null), [values.groupName]);

  const submit = form.handleSubmit(async (payload) => {
    setFailure(null);
    try {
      const next = await saveItem<OperatorBanner>(PATH, banner?.id ?? null, payload);
      await invalidate(PATH);
      form.reset(bannerForm(next));
      setSaved((count) => count + 1);
      toast(t('saved'));
      if (!banner) navigate(`/content/banners/${next.id}`, { replace: true });
    } catch (error) {
      setFailure(error);
      showServerDetails(error, form.setError);
    }
  });

  const remove = async () => {
    await deleteItem(PATH, banner!.id);
    await invalidate(PATH);
    toast(t('deleted'));
    navigate('/content/banners');
  };

  const linkageType = values.linkageType ?? '';
  const filled = (code: Language) => {
    const text = values.translations?.[code];
    return Boolean(text?.title?.trim() || text?.imagePath);
  };

  return (
    <>
      <PageHeader
        title={banner ? t('banners.edit') : t('banners.new')}
        description={
          banner ? (
            <>
              <StateBadge state={banner.state} /> {t(`group.${banner.groupName}`)} · {banner.code}
            </>
          ) : (
            title
          )
        }
        actions={<Button onClick={() => navigate('/content/banners')}>{t('backToList')}</Button>}
      />
      <div className={styles.editor}>
        <Card>
          <form onSubmit={submit} noValidate>
            <fieldset disabled={!canManage} className={styles.section}>
              <legend>{t('banners.placement')}</legend>
              <FormRow>
                <Field label={t('banners.group')} error={fieldError(errors.groupName)}>
                  {(props) => (
                    <SelectInput {...props} {...register('groupName')}>
                      {BANNER_GROUPS.map((group) => (
                        <option key={group} value={group}>
                          {t(`group.${group}`)}
                        </option>
                      ))}
                    </SelectInput>
                  )}
                </Field>
                <Field label={t('banners.linkType')} error={fieldError(errors.linkageType)}>
                  {(props) => (
                    <SelectInput {...props} {...register('linkageType')}>
                      <option value="">{t('linkage.none')}</option>
                      {BANNER_LINKAGE_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {t(`linkage.${type}`)}
                        </option>
                      ))}
                    </SelectInput>
                  )}
                </Field>
              </FormRow>
              {linkageType ? (
                <Field
                  label={t('banners.linkTarget')}
                  hint={t(`linkageHint.${linkageType}`)}
                  error={fieldError(errors.linkage)}
                >
                  {(props) => <TextInput {...props} {...register('linkage')} />}
                </Field>
              ) : null}
              <ImageUpload
                label={t('banners.defaultImage')}
                url={values.imageUrl ?? null}
                disabled={!canManage}
                error={fieldError(errors.imagePath)}
                onUploaded={(image) => {
                  setValue('imagePath', image.path, { shouldDirty: true, shouldValidate: true });
                  setValue('imageUrl', image.url, { shouldDirty: true });
                }}
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
                  hint={t('field.startHint')}
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
                      label={t('banners.titleIn', { language: code })}
                      hint={t('banners.titleHint')}
                      error={fieldError(errors.translations?.[code]?.title)}
                    >
                      {(props) => (
                        <TextInput {...props} {...register(`translations.${code}.title`)} />
                      )}
                    </Field>
                    <ImageUpload
                      label={t('banners.languageImage', { language: code })}
                      url={values.translations?.[code]?.imageUrl ?? null}
                      disabled={!canManage}
                      error={fieldError(errors.translations?.[code]?.imagePath)}
                      onUploaded={(image) => {
                        setValue(`translations.${code}.imagePath`, image.path, {
                          shouldDirty: true,
                        });
                        setValue(`translations.${code}.imageUrl`, image.url, { shouldDirty: true });
                      }}
                      onClear={() => {
                        setValue(`translations.${code}.imagePath`, null, { shouldDirty: true });
                        setValue(`translations.${code}.imageUrl`, null, { shouldDirty: true });
                      }}
                    />
                  </>
                )}
              </LanguageTabs>
            </fieldset>
            <ErrorAlert error={failure} />
            {canManage ? (
              <div className={styles.editorActions}>
                {banner ? (
                  <Button variant="danger" onClick={() => setDeleting(true)}>
                    {t('common:action.delete')}
                  </Button>
                ) : null}
                <Button type="submit" variant="primary" busy={formState.isSubmitting}>
                  {banner ? t('saveChanges') : t('publish')}
                </Button>
              </div>
            ) : (
              <p className={styles.hint}>{t('readOnly')}</p>
            )}
          </form>
        </Card>
        <PortalPreview path={GROUP_PAGES[values.groupName ?? 'home']} reloadKey={saved} />
      </div>
      {banner ? (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={t('banners.deleteTitle')}
          description={t('banners.deleteText')}
          confirmLabel={t('common:action.delete')}
          variant="danger"
          onConfirm={remove}
        />
      ) : null}
    </>
  );
}
