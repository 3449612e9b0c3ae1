import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card, ErrorAlert } from '../../components/ui/primitives';
import styles from './site.module.css';

/**
 * One setting's form in a card: its fields, the server's refusal, and Save for the roles that
 * may change the site (the fields are read-only for the others).
 */
export function SettingCard({
  title,
  description,
  canManage,
  onSubmit,
  busy,
  error,
  extraActions,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  canManage: boolean;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  error: unknown;
  extraActions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('site');
  return (
    <Card title={title}>
      {description ? <p className={styles.description}>{description}</p> : null}
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={!canManage} className={styles.fieldset}>
          {children}
        </fieldset>
        <ErrorAlert error={error} />
        {canManage ? (
          <div className={styles.actions}>
            {extraActions}
            <Button type="submit" variant="primary" busy={busy}>
              {t('common:action.save')}
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}
