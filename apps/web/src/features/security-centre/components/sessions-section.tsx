import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberSession } from '@portal/shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { securityKeys } from '../api/get-security-overview';
import { revokeOtherSessions, revokeSession, useMemberSessions } from '../api/member-sessions';
import { formatDateTime } from '../../../lib/format-date-time';
import { useSecurityMutation } from '../hooks/use-security-mutation';
import { describeUserAgent } from '../user-agent';
import { FormAlert } from './form-parts';
import styles from './security-centre.module.css';

/** This device first, then the most recently active. */
export function orderSessions(sessions: readonly MemberSession[]): MemberSession[] {
  return [...sessions].sort(
    (a, b) =>
      Number(b.current) - Number(a.current) ||
      new Date(b.lastSeenAt).getTime() - new Date(a.lastSeenAt).getTime(),
  );
}

/** The member's signed-in sessions, each of the others can be signed out, or all of them at once. */
export function SessionsSection() {
  const { t, i18n } = useTranslation('member');
  const headingId = useId();
  const sessions = useMemberSessions();
  const [notice, setNotice] = useState<string>();
  const revokeOne = useSecurityMutation(revokeSession, {
    invalidate: [securityKeys.sessions],
    onSuccess: () => setNotice(t('security.sessions.signedOut')),
  });
  const revokeOthers = useSecurityMutation(revokeOtherSessions, {
    invalidate: [securityKeys.sessions],
    onSuccess: () => setNotice(t('security.sessions.othersSignedOut')),
  });

  const list = orderSessions(sessions.data ?? []);
  const hasOthers = list.some((session) => !session.current);
  const time = (iso: string) => formatDateTime(iso, i18n.language);

  return (
    <section aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h3 id={headingId} className={styles.heading}>
          {t('security.sessions.title')}
        </h3>
        {hasOthers && (
          <Button
            variant="secondary"
            size="sm"
            busy={revokeOthers.isPending}
            onClick={() => {
              setNotice(undefined);
              revokeOthers.mutate(undefined);
            }}
          >
            {t('security.sessions.signOutOthers')}
          </Button>
        )}
      </div>
      {sessions.isPending ? (
        <Spinner />
      ) : sessions.isError ? (
        <ErrorState
          compact
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
          retrying={sessions.isFetching}
        />
      ) : (
        <ul className={styles.sessions}>
          {list.map((session) => {
            const device = describeUserAgent(session.userAgent);
            const name =
              device.browser && device.os
                ? t('security.sessions.deviceName', { browser: device.browser, os: device.os })
                : (device.browser ?? device.os ?? t('security.sessions.unknownDevice'));
            return (
              <li key={session.id} className={styles.session} data-current={session.current}>
                <div className={styles.sessionMain}>
                  <span className={styles.sessionDevice} title={session.userAgent}>
                    {name}
                    {session.current && (
                      <span className={styles.tag}>{t('security.sessions.thisDevice')}</span>
                    )}
                  </span>
                  <dl className={styles.sessionMeta}>
                    <div>
                      <dt>{t('security.sessions.ip')}</dt>
                      <dd>{session.ip}</dd>
                    </div>
                    <div>
                      <dt>{t('security.sessions.loginTime')}</dt>
                      <dd>{time(session.createdAt)}</dd>
                    </div>
                    <div>
                      <dt>{t('security.sessions.lastSeen')}</dt>
                      <dd>{time(session.lastSeenAt)}</dd>
                    </div>
                  </dl>
                </div>
                {!session.current && (
                  <Button
                    variant="secondary"
                    size="sm"
                    busy={revokeOne.isPending && revokeOne.variables === session.id}
                    onClick={() => {
                      setNotice(undefined);
                      revokeOne.mutate(session.id);
                    }}
                    aria-label={t('security.sessions.signOutDevice', { device: name })}
                  >
                    {t('security.sessions.signOut')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      <FormAlert error={revokeOne.error ?? revokeOthers.error} />
    </section>
  );
}
