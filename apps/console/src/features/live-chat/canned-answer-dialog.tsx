import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIVE_CHAT_CANNED_TITLE_MAX, LIVE_CHAT_TEXT_MAX } from '@portal/shared/constants/live-chat';
import {
  cannedAnswerPayloadSchema,
  type CannedAnswer,
  type CannedAnswerPayload,
} from '@portal/shared/schemas/live-chat';
import { api } from '../../api/client';
import { Field, TextArea, TextInput } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import { Dialog, DialogFooter } from '../../components/ui/dialog';
import { ErrorAlert } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { payloadResolver, showServerDetails, useFieldError } from '../content/kit/form-kit';
import { CANNED } from './api';
import styles from './live-chat.module.css';

const formOf = (answer: CannedAnswer | null): CannedAnswerPayload => ({
  title: answer?.title ?? '',
  text: answer?.text ?? '',
});

/** Adds a canned answer, or changes one: checked by the server's own schema, audited there. */
export function CannedAnswerDialog({
  open,
  onOpenChange,
  answer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The answer to change, or none to add one. */
  answer: CannedAnswer | null;
}) {
  const { t } = useTranslation('liveChat');
  const client = useQueryClient();
  const toast = useToast();
  const fieldError = useFieldError();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<CannedAnswerPayload, unknown, CannedAnswerPayload>({
    defaultValues: formOf(answer),
    resolver: payloadResolver(cannedAnswerPayloadSchema, (values: CannedAnswerPayload) => values),
    mode: 'onTouched',
  });
  const { register, formState } = form;

  useEffect(() => {
    if (open) {
      form.reset(formOf(answer));
      setFailure(null);
    }
    // The dialog starts again from the answer each time it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, answer?.id, answer?.updatedAt]);

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await api(answer ? `${CANNED}/${answer.id}` : CANNED, {
        method: answer ? 'PUT' : 'POST',
        body,
      });
    } catch (error) {
      setFailure(error);
      showServerDetails(error, form.setError);
      return;
    }
    await client.invalidateQueries({ queryKey: ['operator', CANNED] });
    toast(t('cannedSaved'));
    onOpenChange(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={answer ? t('cannedEdit') : t('cannedNew')}
      description={t('cannedHint')}
    >
      <form className={styles.stack} onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t('cannedName')} error={fieldError(formState.errors.title)}>
          {(props) => (
            <TextInput {...props} maxLength={LIVE_CHAT_CANNED_TITLE_MAX} {...register('title')} />
          )}
        </Field>
        <Field label={t('cannedText')} error={fieldError(formState.errors.text)}>
          {(props) => (
            <TextArea {...props} rows={4} maxLength={LIVE_CHAT_TEXT_MAX} {...register('text')} />
          )}
        </Field>
        <ErrorAlert error={failure} />
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>{t('common:action.cancel')}</Button>
          <Button type="submit" variant="primary" busy={formState.isSubmitting}>
            {t('common:action.save')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
