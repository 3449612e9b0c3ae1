import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RewardTicket } from '@portal/shared/schemas/rewards';
import { checkTicket } from '../verify-ticket';
import { CopyButton } from './copy-button';
import styles from './rewards.module.css';

/**
 * The proof of an opened ticket, computed here in the browser with the shared fair-draw module:
 * the revealed seed against the hash published before the open, and the prize redrawn from the
 * seed and the ticket number against the prize paid; then the values to check it elsewhere.
 */
export function VerifyPanel({ ticket }: { ticket: RewardTicket }) {
  const { t } = useTranslation('rewards');
  const check = useMemo(() => checkTicket(ticket), [ticket]);
  if (!check || ticket.seed === null) return null;
  const redrawn = check.redrawnIndex === null ? null : ticket.prizes[check.redrawnIndex];
  return (
    <section className={styles.verify} aria-label={t('verify.heading')} data-testid="ticket-verify">
      <h4 className={styles.verifyHeading}>{t('verify.heading')}</h4>
      <ul className={styles.checks}>
        <Check ok={check.hashMatches} testId="verify-hash" text={t('verify.hashCheck')} />
        <Check
          ok={check.prizeMatches}
          testId="verify-prize"
          text={t('verify.prizeCheck')}
          detail={redrawn ? t('verify.redrawn', { prize: redrawn.label }) : undefined}
        />
      </ul>
      <dl className={styles.proof}>
        <ProofRow label={t('verify.ticketNo')} value={ticket.ticketNo} testId="proof-ticket" />
        <ProofRow label={t('verify.seed')} value={ticket.seed} testId="proof-seed" />
        <ProofRow label={t('verify.hash')} value={ticket.seedHash} testId="proof-hash" />
      </dl>
      <p className={styles.how}>{t('verify.how', { ticketNo: ticket.ticketNo })}</p>
    </section>
  );
}

function Check({
  ok,
  text,
  detail,
  testId,
}: {
  ok: boolean;
  text: string;
  detail?: string;
  testId: string;
}) {
  const { t } = useTranslation('rewards');
  return (
    <li className={styles.check} data-ok={ok} data-testid={testId}>
      <span className={styles.mark} aria-hidden="true">
        {ok ? '✓' : '✗'}
      </span>
      <span>
        <span className={styles.srOnly}>{ok ? t('verify.pass') : t('verify.fail')}: </span>
        {text}
        {detail && <span className={styles.checkDetail}>{detail}</span>}
      </span>
    </li>
  );
}

function ProofRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('rewards');
  return (
    <div className={styles.proofRow}>
      <dt>{label}</dt>
      <dd>
        <code data-testid={testId}>{value}</code>
        <CopyButton text={value} label={t('copyLabel', { what: label })} />
      </dd>
    </div>
  );
}
