import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PROFILE_GROUPS,
  type EditableProfileField,
  type MemberProfile,
  type ProfileFieldState,
} from '@portal/shared/schemas/member-profile';
import { checkProfileValue } from '@portal/shared/validation/profile-fields';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { useFormErrors, type FieldErrors } from '../../session/hooks/use-form-errors';
import { useSaveProfile } from '../api/profile-calls';
import { EditableField, LockedField } from './profile-fields';
import styles from './profile.module.css';

type Values = Partial<Record<EditableProfileField, string>>;
const editable = (
  field: ProfileFieldState,
): field is ProfileFieldState & {
  name: EditableProfileField;
} => field.locked === null;

/**
 * Every profile field by group (personal, contact, messaging, address, occupation and income):
 * the locked ones read-only with the reason, the others as inputs; errors the server gives
 * are shown at their field.
 */
export function ProfileForm({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation('profile');
  const errorMessage = useErrorMessage();
  const open = profile.fields.filter(editable);
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(open.map((field) => [field.name, field.value ?? ''])),
  );
  const [saved, setSaved] = useState(false);
  const { errors, formRef, show, bind } = useFormErrors<EditableProfileField>();
  const save = useSaveProfile(() => setSaved(true));
  const reasonText = (reason: string) => t(`error.${reason}`, { defaultValue: t('error.pattern') });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const found: FieldErrors<EditableProfileField> = {};
    const today = new Date().toISOString().slice(0, 10);
    for (const field of open) {
      const value = (values[field.name] ?? '').trim();
      // The age rule is the server's: it knows whether the site asks for 18 or 21.
      const reason = value
        ? checkProfileValue(field.name, value, { minimumAge: 0, today })
        : field.required
          ? 'required'
          : null;
      if (reason) found[field.name] = reasonText(reason);
    }
    if (!show(found)) return;
    const payload = Object.fromEntries(
      open.map((field) => [field.name, (values[field.name] ?? '').trim()]),
    );
    save.mutate(payload, {
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const next: FieldErrors<EditableProfileField> = {};
        for (const detail of error.details) {
          next[detail.path as EditableProfileField] = reasonText(detail.reason);
        }
        show(next);
      },
    });
  };

  const shownAtField =
    save.error instanceof ApiError && save.error.details.some((detail) => detail.path in values);
  return (
    <form ref={formRef} className={styles.form} onSubmit={handleSubmit} noValidate>
      {!profile.changesAllowed && <p className={styles.muted}>{t('onceOnly')}</p>}
      {PROFILE_GROUPS.map((group) => {
        const fields = profile.fields.filter((field) => field.group === group);
        if (fields.length === 0) return null;
        return (
          <fieldset key={group} className={styles.group}>
            <legend className={styles.legend}>{t(`group.${group}`)}</legend>
            <dl className={styles.lockedList}>
              {fields
                .filter((field) => !editable(field))
                .map((field) => (
                  <LockedField key={field.name} field={field} />
                ))}
            </dl>
            <div className={styles.fields}>
              {fields.filter(editable).map((field) => (
                <EditableField
                  key={field.name}
                  field={field}
                  value={values[field.name] ?? ''}
                  error={errors[field.name]}
                  onChange={bind(field.name, (value) =>
                    setValues((current) => ({ ...current, [field.name]: value })),
                  )}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
      {save.error && !shownAtField ? (
        <p role="alert" className={styles.alert}>
          {errorMessage(save.error)}
        </p>
      ) : null}
      {saved && (
        <p role="status" className={styles.notice}>
          {t('saved')}
        </p>
      )}
      {open.length > 0 && (
        <div>
          <Button type="submit" busy={save.isPending}>
            {t('save')}
          </Button>
        </div>
      )}
    </form>
  );
}
