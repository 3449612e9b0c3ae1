import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SESSION_LIMIT_WARNING_MINUTES } from '@portal/shared/schemas/reality-check';
import { Modal } from '../../../components/modals/modal';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { formatAmount, signedAmount } from '../../../lib/money';
import { usePlayPause } from '../../../lib/play-pause';
import { useCentrePanel } from '../../session/hooks/use-centre-panel';
import { useHasSession } from '../../session/hooks/use-session';
import { useSignOut } from '../../session/hooks/use-sign-out';
import { realityCheckKey, useRealityCheck } from '../api/reality-check';
import {
  answeredReminders,
  formatPlayed,
  reminderAt,
  remindersDue,
  rememberAnswered,
} from '../reminder-schedule';
import styles from './reality-check.module.css';

const MINUTE = 60_000;
/** setTimeout cannot wait longer than this. */
const MAX_WAIT = 2 ** 31 - 1;

/** Calls `run` at `at` (ms since epoch), at once when it has passed; null waits for nothing. */
function useAt(at: number | null, run: () => void) {
  useEffect(() => {
    if (at === null) return;
    const id = setTimeout(run, Math.min(MAX_WAIT, Math.max(0, at - Date.now())));
    return () => clearTimeout(id);
  }, [at, run]);
}

/**
 * The reality check (decision 052): every N minutes of the login session, counted from its
 * start so a page load does not restart it, a modal with the time played and the session's net
 * result read fresh, with Continue, the betting record and Log out. While it is up a game in the
 * frame takes no bets (play-pause). A short warning comes before the session time limit, and at
 * the limit the server's SESSION_TIME_LIMIT_REACHED signs the member out.
 */
export function RealityCheckReminder() {
  const { t } = useTranslation(['reality', 'errors']);
  const signedIn = useHasSession();
  const query = useRealityCheck(signedIn);
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const [now, setNow] = useState(() => Date.now());
  const [limitEnded, setLimitEnded] = useState(false);
  const setPaused = usePlayPause((state) => state.setPaused);

  const value = query.data;
  const startedAt = value ? Date.parse(value.session.startedAt) : null;
  const interval = value?.intervalMinutes ?? null;
  const answered = value ? answeredReminders(value.session.startedAt) : 0;
  const due = startedAt !== null && interval !== null ? remindersDue(startedAt, interval, now) : 0;
  const open = signedIn && due > answered;
  const limitAt =
    startedAt !== null && value?.sessionLimitMinutes != null
      ? startedAt + value.sessionLimitMinutes * MINUTE
      : null;
  const warning = limitAt !== null && now >= limitAt - SESSION_LIMIT_WARNING_MINUTES * MINUTE;

  const refresh = useCallback(() => {
    setNow(Date.now());
    void queryClient.invalidateQueries({ queryKey: realityCheckKey });
  }, [queryClient]);
  const tick = useCallback(() => setNow(Date.now()), []);

  // The next reminder, the warning and the limit, each derived from the session's start.
  useAt(
    startedAt !== null && interval !== null
      ? reminderAt(startedAt, interval, Math.max(due, answered))
      : null,
    refresh,
  );
  useAt(
    limitAt !== null && !warning ? limitAt - SESSION_LIMIT_WARNING_MINUTES * MINUTE : null,
    tick,
  );
  useAt(limitAt, refresh);

  useEffect(() => {
    const error = query.error;
    if (error instanceof ApiError && error.errorCode === 'SESSION_TIME_LIMIT_REACHED') {
      setLimitEnded(true);
      signOut({ serverEnded: true });
    }
  }, [query.error, signOut]);

  useEffect(() => {
    setPaused(open);
    if (open && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, [open, setPaused]);
  useEffect(() => () => setPaused(false), [setPaused]);

  const answer = () => {
    if (value) rememberAnswered(value.session.startedAt, due);
    setNow(Date.now());
  };

  return (
    <>
      {open && value && (
        <Modal
          open
          closable={false}
          onClose={answer}
          title={t('reminder.title')}
          width={420}
          height={220}
          footer={
            <div className={styles.actions}>
              <Button
                variant="secondary"
                onClick={() => {
                  answer();
                  signOut();
                }}
              >
                {t('reminder.logout')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  answer();
                  useCentrePanel.getState().openCentre('member', 'personalHistoryCopy');
                }}
              >
                {t('reminder.record')}
              </Button>
              <Button isDefault onClick={answer}>
                {t('reminder.continue')}
              </Button>
            </div>
          }
        >
          <dl className={styles.figures} data-testid="reality-check-figures">
            <dt>{t('reminder.played')}</dt>
            <dd>{formatPlayed(Math.floor((now - Date.parse(value.session.startedAt)) / 1000))}</dd>
            <dt>{t('reminder.staked')}</dt>
            <dd>{formatAmount(value.session.staked)}</dd>
            <dt>{t('reminder.net')}</dt>
            <dd className={value.session.net < 0 ? styles.loss : styles.win}>
              {signedAmount(value.session.net)}
            </dd>
          </dl>
          {query.isFetching && <p className={styles.note}>{t('reminder.updating')}</p>}
        </Modal>
      )}
      {signedIn && warning && !open && limitAt !== null && (
        <p role="status" className={styles.warning}>
          {t('limitWarning', { minutes: Math.max(1, Math.ceil((limitAt - now) / MINUTE)) })}
        </p>
      )}
      {limitEnded && (
        <Modal
          open
          onClose={() => setLimitEnded(false)}
          title={t('limitEnded')}
          width={400}
          height={160}
          footer={
            <div className={styles.actions}>
              <Button isDefault onClick={() => setLimitEnded(false)}>
                {t('ok')}
              </Button>
            </div>
          }
        >
          <p>{t('errors:code.SESSION_TIME_LIMIT_REACHED')}</p>
        </Modal>
      )}
    </>
  );
}
