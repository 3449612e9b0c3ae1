import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RewardTicket } from '@portal/shared/schemas/rewards';
import { Modal } from '../../../components/modals/modal';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useOpenRewardTicket } from '../api/open-reward-ticket';
import { PrizeResult } from './prize-result';
import { TicketArt, type ArtState } from './ticket-art';
import styles from './rewards.module.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** Refusals after which the ticket cannot be opened from here any more. */
const FINAL_ERRORS = new Set(['REWARD_TICKET_OPENED', 'REWARD_TICKET_EXPIRED']);

interface OpenTicketDialogProps {
  ticket: RewardTicket;
  onClose: () => void;
}

/**
 * Opening a ticket: the card's button ("Smash the egg") opens it at once, so the dialog starts
 * with the call on its way and the ticket's published hash; the kind's button shows again only
 * to try once more after a failure. Then its animation
 * (the egg cracks and splits, the envelope's flap opens and the card slides up, the wheel spins
 * to the prize the server drew) and the prize with its proof. Reduced motion skips to the prize.
 * One call per ticket however often the button is pressed.
 */
export function OpenTicketDialog({ ticket, onClose }: OpenTicketDialogProps) {
  const { t } = useTranslation('rewards');
  const errorMessage = useErrorMessage();
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const open = useOpenRewardTicket();
  const sent = useRef(false);
  const [opened, setOpened] = useState<RewardTicket | null>(null);
  const [finished, setFinished] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const handleOpen = () => {
    if (sent.current) return;
    sent.current = true;
    setFailure(null);
    open.mutate(ticket.id, {
      onSuccess: (value) => {
        setOpened(value);
        if (reducedMotion) setFinished(true);
      },
      onError: (error) => {
        setFailure(error);
        // A ticket that is opened or expired already cannot be tried again; anything else can.
        if (!(error instanceof ApiError && FINAL_ERRORS.has(error.errorCode))) sent.current = false;
      },
    });
  };

  // The press that brought the dialog up is the open: no second press on the same words.
  // `sent` keeps a remount (StrictMode) from opening twice.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(handleOpen, []);

  const shown = opened ?? ticket;
  let state: ArtState = 'idle';
  if (finished) state = 'opened';
  else if (opened) state = 'reveal';
  else if (open.isPending) state = 'waiting';
  const finalFailure =
    failure instanceof ApiError && FINAL_ERRORS.has(failure.errorCode) ? failure : null;

  return (
    <Modal open onClose={onClose} title={t(`kind.${ticket.kind}`)} width={480}>
      <div className={styles.opening} data-testid="open-ticket" data-state={state}>
        <div className={styles.stage}>
          <TicketArt
            kind={shown.kind}
            state={state}
            prizes={shown.prizes}
            prizeIndex={shown.prizeIndex}
            onFinished={() => setFinished(true)}
            size={shown.kind === 'prize_wheel' ? 260 : 150}
          />
        </div>
        <p className={styles.srOnly} role="status">
          {state === 'waiting' || state === 'reveal' ? t('opening') : ''}
        </p>
        {!opened && (
          <>
            <p className={styles.hashLine}>
              <span className={styles.hashLabel}>{t('fairnessHash')}</span>
              <code className={styles.hash} data-testid="open-seed-hash">
                {ticket.seedHash}
              </code>
            </p>
            {failure !== null && (
              <p role="alert" className={styles.alert}>
                {errorMessage(failure)}
              </p>
            )}
            {finalFailure ? (
              <Button variant="secondary" onClick={onClose}>
                {t('close')}
              </Button>
            ) : (
              <Button size="lg" busy={open.isPending} onClick={handleOpen} isDefault>
                {open.isPending ? t('opening') : t(`open.${ticket.kind}`)}
              </Button>
            )}
          </>
        )}
        {opened && finished && <PrizeResult ticket={opened} />}
      </div>
    </Modal>
  );
}
