import { useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/shared/constants/languages';
import {
  helpArticleInputSchema,
  type HelpArticleInput,
  type OperatorHelpArticle,
} from '@portal/shared/schemas/content-operator/help';
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
  invalidLanguages,
  payloadResolver,
  showServerDetails,
  useFieldError,
} from '../kit/form-kit';
import { LanguageTabs } from '../kit/language-tabs';
import { PortalPreview } from '../kit/portal-preview';
import styles from '../kit/kit.module.css';
import { titleOf } from '../kit/languages';
import { articleForm, articlePayload, type ArticleForm } from './help-forms';
import { ARTICLES, TOPICS, useHelpTopics } from './use-help-topics';

/** One help article: its topic and its title and text per language, beside the help page. */
export default function ArticleEditorScreen() {
  const id = routeId(useParams().articleId);
  const item = useContentItem<OperatorHelpArticle>(ARTICLES, id);
  const topics = useHelpTopics();
  if ((id !== null && item.isPending) || topics.isPending) return <Loading />;
  if (id !== null && item.isError) {
    return <ErrorState error={item.error} onRetry={() => void item.refetch()} />;
  }
  if (topics.isError)
    return <ErrorState error={topics.error} onRetry={() => void topics.refetch()} />;
  return <ArticleEditor key={id ?? 'new'} article={item.data} topics={topics.data?.list ?? []} />;
}

function ArticleEditor({
  article,
  topics,
}: {
  article?: OperatorHelpArticle;
  topics: Array<{ id: number; translations: Partial<Record<Language, { title: string }>> }>;
}) {
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
  const askedTopic = Number(search.get('topicId')) || topics[0]?.id || 0;
  const form = useForm<ArticleForm, unknown, HelpArticleInput>({
    defaultValues: articleForm(article, askedTopic),
    resolver: payloadResolver(helpArticleInputSchema, articlePayload),
    mode: 'onTouched',
  });
  const { register, control, formState } = form;
  const values = useWatch({ control });
  const errors = formState.errors;
  const back = `/content/help${values.topicId ? `?topicId=${values.topicId}` : ''}`;

  const submit = form.handleSubmit(async (payload) => {
    setFailure(null);
    try {
      const next = await saveItem<OperatorHelpArticle>(ARTICLES, article?.id ?? null, payload);
      await Promise.all([invalidate(ARTICLES), invalidate(TOPICS)]);
      form.reset(articleForm(next));
      setSaved((count) => count + 1);
      toast(t('saved'));
      if (!article) navigate(`/content/help/articles/${next.id}`, { replace: true });
    } catch (error) {
      setFailure(error);
      showServerDetails(error, form.setError);
    }
  });

  const remove = async () => {
    await deleteItem(ARTICLES, article!.id);
    await Promise.all([invalidate(ARTICLES), invalidate(TOPICS)]);
    toast(t('deleted'));
    navigate(back);
  };

  const filled = (code: Language) => {
    const text = values.translations?.[code];
    return Boolean(text?.title?.trim() || text?.content?.trim());
  };

  return (
    <>
      <PageHeader
        title={article ? t('help.editArticle') : t('help.newArticle')}
        description={article ? `${titleOf(article)} · ${article.code}` : t('help.description')}
        actions={<Button onClick={() => navigate(back)}>{t('backToList')}</Button>}
      />
      <div className={styles.editor}>
        <Card>
          <form onSubmit={submit} noValidate>
            <fieldset disabled={!canManage} className={styles.section}>
              <legend>{t('help.placement')}</legend>
              <Field label={t('help.topic')} error={fieldError(errors.topicId)}>
                {(props) => (
                  <SelectInput {...props} {...register('topicId', { valueAsNumber: true })}>
                    {topics.map((topic) => (
                      <option key={topic.id} value={topic.id}>
                        {titleOf(topic)}
                      </option>
                    ))}
                  </SelectInput>
                )}
              </Field>
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
                          rows={10}
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
                {article ? (
                  <Button variant="danger" onClick={() => setDeleting(true)}>
                    {t('common:action.delete')}
                  </Button>
                ) : null}
                <Button type="submit" variant="primary" busy={formState.isSubmitting}>
                  {article ? t('saveChanges') : t('publish')}
                </Button>
              </div>
            ) : (
              <p className={styles.hint}>{t('readOnly')}</p>
            )}
          </form>
        </Card>
        <PortalPreview path="/help" reloadKey={saved} />
      </div>
      {article ? (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={t('help.deleteTitle')}
          description={t('help.deleteText')}
          confirmLabel={t('common:action.delete')}
          variant="danger"
          onConfirm={remove}
        />
      ) : null}
    </>
  );
}
