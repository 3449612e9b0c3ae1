import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, LANGUAGES, type Language } from '@portal/shared/constants/languages';
import { MESSAGE_CONTENT_MAX, MESSAGE_TITLE_MAX } from '@portal/shared/schemas/operator-messages';
import {
  memberMessagePayloadSchema,
  memberNotePayloadSchema,
  type MemberDetail,
} from '@portal/shared/schemas/operator-members';
import { Field, SelectInput, TextArea, TextInput } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { Button } from '../../components/ui/button';
import { Dialog, DialogFooter } from '../../components/ui/dialog';
import { ErrorAlert } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { memberPath, useOperatorAction } from './api';

interface DialogProps {
  member: MemberDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** One language of a message; the call takes contents by language (operator-messages schema). */
const messageFormSchema = z.object({
  language: z.enum(LANGUAGE_CODES as [Language, ...Language[]]),
  title: z.string().trim().min(1).max(MESSAGE_TITLE_MAX),
  content: z.string().trim().min(1).max(MESSAGE_CONTENT_MAX),
});

export function MessageDialog({ member, open, onOpenChange }: DialogProps) {
  const { t } = useTranslation('members');
  const toast = useToast();
  const form = useZodForm(messageFormSchema, { language: 'EN', title: '', content: '' });
  const send = useOperatorAction<{ messageId: number }, z.infer<typeof messageFormSchema>>(
    ({ language, title, content }) => [
      `${memberPath(member.id)}/messages`,
      { body: memberMessagePayloadSchema.parse({ contents: { [language]: { title, content } } }) },
    ],
  );
  const change = (next: boolean) => {
    if (!next) {
      form.reset();
      send.reset();
    }
    onOpenChange(next);
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
    } catch {
      return; // The server's refusal shows in the dialog (send.error).
    }
    toast(t('message.done'));
    change(false);
  });
  const { errors } = form.formState;
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={t('message.title', { username: member.username })}
      description={t('message.description')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t('message.language')} error={errors.language?.message}>
          {(props) => (
            <SelectInput {...props} {...form.register('language')}>
              {LANGUAGE_CODES.map((code) => (
                <option key={code} value={code}>
                  {LANGUAGES[code].nativeName}
                </option>
              ))}
            </SelectInput>
          )}
        </Field>
        <Field label={t('message.subject')} error={errors.title?.message}>
          {(props) => (
            <TextInput {...props} maxLength={MESSAGE_TITLE_MAX} {...form.register('title')} />
          )}
        </Field>
        <Field label={t('message.content')} error={errors.content?.message}>
          {(props) => (
            <TextArea
              {...props}
              rows={5}
              maxLength={MESSAGE_CONTENT_MAX}
              {...form.register('content')}
            />
          )}
        </Field>
        <ErrorAlert error={send.error} />
        <DialogFooter>
          <Button onClick={() => change(false)}>{t('action.cancel', { ns: 'common' })}</Button>
          <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
            {t('message.send')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

export function NoteDialog({ member, open, onOpenChange }: DialogProps) {
  const { t } = useTranslation('members');
  const toast = useToast();
  const form = useZodForm(memberNotePayloadSchema, { body: '' });
  const save = useOperatorAction<unknown, { body: string }>((values) => [
    `${memberPath(member.id)}/notes`,
    { body: values },
  ]);
  const change = (next: boolean) => {
    if (!next) {
      form.reset();
      save.reset();
    }
    onOpenChange(next);
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch {
      return; // The server's refusal shows in the dialog (save.error).
    }
    toast(t('note.done'));
    change(false);
  });
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={t('note.title', { username: member.username })}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Field
          label={t('note.body')}
          hint={t('note.hint')}
          error={form.formState.errors.body?.message}
        >
          {(props) => <TextArea {...props} rows={5} maxLength={2000} {...form.register('body')} />}
        </Field>
        <ErrorAlert error={save.error} />
        <DialogFooter>
          <Button onClick={() => change(false)}>{t('action.cancel', { ns: 'common' })}</Button>
          <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
            {t('note.save')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
