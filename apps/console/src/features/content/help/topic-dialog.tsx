import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/shared/constants/languages';
import {
  helpTopicInputSchema,
  type HelpTopicInput,
  type OperatorHelpTopic,
} from '@portal/shared/schemas/content-operator/help';
import { Field, TextInput } from '../../../components/form/fields';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogFooter } from '../../../components/ui/dialog';
import { ErrorAlert } from '../../../components/ui/primitives';
import { useToast } from '../../../components/ui/toast';
import { deleteItem, saveItem, useInvalidate } from '../api';
import {
  CheckboxField,
  invalidLanguages,
  payloadResolver,
  showServerDetails,
  useFieldError,
} from '../kit/form-kit';
import { LanguageTabs } from '../kit/language-tabs';
import styles from '../kit/kit.module.css';
import { topicForm, topicPayload, type TopicForm } from './help-forms';
import { TOPICS } from './use-help-topics';

/** Adds or edits a help topic: its titles per language and whether it shows; deletes an empty one. */
export function TopicDialog({
  open,
  onOpenChange,
  topic,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The topic to edit, or none to add one. */
  topic: OperatorHelpTopic | null;
}) {
  const { t } = useTranslation('content');
  const toast = useToast();
  const invalidate = useInvalidate();
  const fieldError = useFieldError();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<TopicForm, unknown, HelpTopicInput>({
    defaultValues: topicForm(topic ?? undefined),
    resolver: payloadResolver(helpTopicInputSchema, topicPayload),
  });
  const { register, formState, control } = form;
  const values = useWatch({ control });

  useEffect(() => {
    if (open) {
      form.reset(topicForm(topic ?? undefined));
      setFailure(null);
    }
    // The dialog starts again from the topic each time it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, topic?.id, topic?.updatedAt]);

  const done = async (message: string) => {
    await invalidate(TOPICS);
    toast(message);
    onOpenChange(false);
  };

  const submit = form.handleSubmit(async (payload) => {
    setFailure(null);
    try {
      await saveItem(TOPICS, topic?.id ?? null, payload);
      await done(t('saved'));
    } catch (error) {
      setFailure(error);
      showServerDetails(error, form.setError);
    }
  });

  const remove = async () => {
    setFailure(null);
    try {
      await deleteItem(TOPICS, topic!.id);
      await done(t('deleted'));
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="wide"
      title={topic ? t('help.editTopic') : t('help.newTopic')}
      description={t('help.topicHint')}
    >
      <form onSubmit={submit} noValidate>
        <CheckboxField label={t('field.enabled')} {...register('enabled')} />
        {formState.errors.translations?.message ? (
          <p className={styles.error} role="alert">
            {fieldError(formState.errors.translations as FieldError)}
          </p>
        ) : null}
        <LanguageTabs
          label={t('field.texts')}
          filled={(code: Language) => Boolean(values.translations?.[code]?.title?.trim())}
          invalid={invalidLanguages(formState.errors) as Language[]}
        >
          {(code) => (
            <Field
              label={t('field.titleIn', { language: code })}
              error={fieldError(formState.errors.translations?.[code]?.title)}
            >
              {(props) => <TextInput {...props} {...register(`translations.${code}.title`)} />}
            </Field>
          )}
        </LanguageTabs>
        <ErrorAlert error={failure} />
        <DialogFooter>
          {topic ? (
            <Button variant="danger" onClick={remove}>
              {t('common:action.delete')}
            </Button>
          ) : null}
          <Button onClick={() => onOpenChange(false)}>{t('common:action.cancel')}</Button>
          <Button type="submit" variant="primary" busy={formState.isSubmitting}>
            {t('common:action.save')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
