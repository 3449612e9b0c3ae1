import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date-time';
import { PasswordField } from '../../session/components/password-field';
import { useSession } from '../../session/hooks/use-session';
import {
  EXCLUSION_DURATIONS,
  TIMEOUT_DURATIONS,
  takeBreak,
  useSaferPlay,
  type BreakRequest,
  type PlayBreak,
} from '../api/safer-play';
import { useBreakTaken } from '../break-taken';
import styles from './safer-play.module.css';

type Choice = Omit<BreakRequest, 'password'>;

/** Everything of the member's that the break's logout leaves behind. */
const MEMBER_QUERY_KEYS = [['member'], ['wallet'], ['messages']] as const;

/**
 * The member centre's takeBreak page: a time-out (24 h, 1 week, 6 weeks) or a self-exclusion
 * (6 months, 1 year, 5 years, permanent), what it means, then the password. The server ends
 * every session of the member; the site logs out and tells the end date.
 */
export function BreakPage() {
  const { t, i18n } = useTranslation('safer');
  const view = useSaferPlay();
  const headingId = useId();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (view.isPending) return <Spinner />;
  if (view.isError) {
    return (
      <ErrorState
        error={view.error}
        onRetry={() => void view.refetch()}
        retrying={view.isFetching}
      />
    );
  }

  const running = view.data.break;
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <div>
        <h3 id={headingId} className={styles.heading}>
          {t('break.title')}
        </h3>
        <p className={styles.muted}>{t('break.intro')}</p>
      </div>
      {running ? (
        <div className={styles.warning} role="status">
          <p className={styles.subheading}>{t('break.activeTitle')}</p>
          <p>
            {running.endsAt === null
              ? t('break.activePermanent')
              : t('break.activeUntil', {
                  what: t(`break.what.${running.kind}`),
                  time: formatDateTime(running.endsAt, i18n.language),
                })}
          </p>
        </div>
      ) : confirming && choice ? (
        <ConfirmBreak choice={choice} onBack={() => setConfirming(false)} />
      ) : (
        <ChooseBreak choice={choice} onChange={setChoice} onNext={() => setConfirming(true)} />
      )}
    </section>
  );
}

function ChooseBreak({
  choice,
  onChange,
  onNext,
}: {
  choice: Choice | null;
  onChange: (choice: Choice) => void;
  onNext: () => void;
}) {
  const { t } = useTranslation('safer');
  const name = useId();
  const option = (value: Choice) => (
    <label key={value.duration} className={styles.option}>
      <input
        type="radio"
        name={name}
        checked={choice?.kind === value.kind && choice.duration === value.duration}
        onChange={() => onChange(value)}
      />
      {t(`break.duration.${value.duration}`)}
    </label>
  );
  return (
    <form
      className={styles.card}
      onSubmit={(event) => {
        event.preventDefault();
        if (choice) onNext();
      }}
      noValidate
    >
      <div className={styles.choices}>
        <fieldset className={styles.choiceGroup}>
          <legend>{t('break.timeout')}</legend>
          <p className={styles.muted}>{t('break.timeoutHelp')}</p>
          {TIMEOUT_DURATIONS.map((duration) => option({ kind: 'timeout', duration }))}
        </fieldset>
        <fieldset className={styles.choiceGroup}>
          <legend>{t('break.exclusion')}</legend>
          <p className={styles.muted}>{t('break.exclusionHelp')}</p>
          {EXCLUSION_DURATIONS.map((duration) => option({ kind: 'exclusion', duration }))}
        </fieldset>
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={choice === null}>
          {t('break.continue')}
        </Button>
      </div>
    </form>
  );
}

function ConfirmBreak({ choice, onBack }: { choice: Choice; onBack: () => void }) {
  const { t } = useTranslation('safer');
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const headingId = useId();
  const call = useMutation({
    mutationFn: (body: BreakRequest) => takeBreak(body),
    onSuccess: (taken: PlayBreak) => {
      // The server has ended every session of the member: leave as a logout does.
      useBreakTaken.getState().show(taken);
      useSession.getState().clear();
      for (const queryKey of MEMBER_QUERY_KEYS) queryClient.removeQueries({ queryKey });
      void navigate(paths.home);
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const secret = password.trim();
    if (!secret) {
      setMissing(true);
      return;
    }
    call.mutate({ ...choice, password: secret } as BreakRequest);
  };

  const duration = t(`break.duration.${choice.duration}`);
  return (
    <form className={styles.card} onSubmit={handleSubmit} noValidate aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.subheading}>
        {t('break.confirmTitle')}
      </h4>
      <p className={styles.warning}>
        {choice.duration === 'permanent'
          ? t('break.confirmPermanent')
          : t('break.confirmText', {
              what: t(`break.what.${choice.kind}`),
              duration: duration.toLowerCase(),
            })}
      </p>
      <PasswordField
        label={t('break.password')}
        value={password}
        onChange={(value) => {
          setPassword(value);
          setMissing(false);
        }}
        error={missing ? t('break.passwordRequired') : undefined}
        autoComplete="current-password"
      />
      {call.error && (
        <p role="alert" className={styles.alert}>
          {errorMessage(call.error)}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack} disabled={call.isPending}>
          {t('break.back')}
        </Button>
        <Button type="submit" variant="danger" busy={call.isPending}>
          {t('break.confirm')}
        </Button>
      </div>
    </form>
  );
}
