import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterDownlineResult } from '@portal/shared/schemas/agency';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { CentrePageProps } from '../../../components/centre/centre-page';
import { accountTypeKey } from '../agency-format';
import { useGrantableType } from '../api/get-downlines';
import { RegisterForm } from './register-form';
import styles from './agency.module.css';

/**
 * The agent centre's registerCenter page: a member, or a sub-agent where the agent's type may
 * grant one, registered directly below the agent with an initial password the new account must
 * change at its first login.
 */
export function RegisterPage({ navigate }: CentrePageProps) {
  const { t } = useTranslation('agency');
  const headingId = useId();
  const grantable = useGrantableType();
  const [created, setCreated] = useState<RegisterDownlineResult | null>(null);
  // A new form (empty fields) after each registration.
  const [formKey, setFormKey] = useState(0);

  let body;
  if (created) {
    body = (
      <Created
        result={created}
        onAnother={() => {
          setCreated(null);
          setFormKey((key) => key + 1);
        }}
        onTeam={() => navigate('downlineManagmentView')}
      />
    );
  } else if (grantable.isPending) {
    body = <Spinner />;
  } else {
    // Without the list the form still registers members; the server decides about agents.
    body = (
      <RegisterForm key={formKey} grantableType={grantable.data ?? null} onCreated={setCreated} />
    );
  }

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <div>
        <h3 id={headingId} className={styles.heading}>
          {t('register.title')}
        </h3>
        <p className={styles.intro}>{t('register.intro')}</p>
      </div>
      {body}
    </section>
  );
}

function Created({
  result,
  onAnother,
  onTeam,
}: {
  result: RegisterDownlineResult;
  onAnother: () => void;
  onTeam: () => void;
}) {
  const { t } = useTranslation('agency');
  return (
    <div className={styles.panel}>
      <p role="status" className={styles.notice}>
        {t('register.done', { account: result.account, type: t(accountTypeKey(result.type)) })}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('register.username')}</dt>
          <dd data-testid="created-account">{result.account}</dd>
        </div>
        <div>
          <dt>{t('register.kind')}</dt>
          <dd>{t(accountTypeKey(result.type))}</dd>
        </div>
        <div>
          <dt>{t('register.upline')}</dt>
          <dd>{result.upline}</dd>
        </div>
      </dl>
      <p className={styles.warningText}>{t('register.firstLogin')}</p>
      <div className={styles.formActions}>
        <Button onClick={onAnother}>{t('register.another')}</Button>
        <Button variant="secondary" onClick={onTeam}>
          {t('register.openTeam')}
        </Button>
      </div>
    </div>
  );
}
