import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractRequestView } from '@portal/shared/schemas/contracts';
import { Button } from '../../../components/ui/button';
import { answererOf, askerOf, formatSiteTime } from '../contract-format';
import type { ContractChange } from '../api/contract-relay';
import { TiersTable } from './tiers-table';
import styles from './contracts.module.css';

interface PendingRequestsProps {
  kind: ContractKind;
  requests: readonly ContractRequestView[];
  currency: string;
  /** The request being answered now, if any. */
  busyId: number | null;
  onAnswer: (change: ContractChange) => void;
  /** Accepting an offer restates its terms first (AcceptOfferDialog). */
  onAccept: (request: ContractRequestView) => void;
}

/**
 * "Waiting for you": the requests the caller answers (an offer to accept or reject, new terms or
 * a termination to approve or decline), then those the caller sent, waiting for the other side.
 */
export function PendingRequests({
  kind,
  requests,
  currency,
  busyId,
  onAnswer,
  onAccept,
}: PendingRequestsProps) {
  const { t, i18n } = useTranslation('contracts');
  const headingId = useId();
  if (requests.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        {t('pending.title')}
      </h4>
      <ul className={styles.requests}>
        {requests.map((request) => {
          const asker = askerOf(request) ?? t('platform');
          const busy = busyId === request.id;
          return (
            <li
              key={request.id}
              className={styles.request}
              data-awaiting-me={request.awaitingMe || undefined}
              data-testid="pending-request"
            >
              <div className={styles.requestHead}>
                <p className={styles.requestTitle}>
                  {t(`pending.actions.${request.action}`, { account: request.holder.account })}
                </p>
                <span className={styles.hint}>
                  {t('pending.askedBy', {
                    account: asker,
                    time: formatSiteTime(request.createdAt, i18n.language),
                  })}
                </span>
              </div>
              {request.period && kind === 'dividend' && (
                <p className={styles.hint}>
                  {t('own.period')}: {t(`periods.${request.period}`)}
                </p>
              )}
              {request.tiers && (
                <TiersTable
                  kind={kind}
                  tiers={request.tiers}
                  currency={currency}
                  caption={t('pending.tiersCaption')}
                />
              )}
              {request.awaitingMe ? (
                <div className={styles.answers}>
                  {request.action === 'offer' ? (
                    <>
                      <Button size="sm" busy={busy} onClick={() => onAccept(request)}>
                        {t('pending.accept')}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy}
                        onClick={() => onAnswer({ action: 'reject', requestId: request.id })}
                      >
                        {t('pending.reject')}
                      </Button>
                    </>
                  ) : (
                    <>
                      <Button
                        size="sm"
                        busy={busy}
                        onClick={() =>
                          onAnswer({ action: 'answer', requestId: request.id, approve: true })
                        }
                      >
                        {t('pending.approve')}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy}
                        onClick={() =>
                          onAnswer({ action: 'answer', requestId: request.id, approve: false })
                        }
                      >
                        {t('pending.decline')}
                      </Button>
                    </>
                  )}
                </div>
              ) : (
                <p className={styles.waiting}>
                  {t('pending.waitingFor', { account: answererOf(request) ?? t('platform') })}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
