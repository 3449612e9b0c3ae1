import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PromotionSummary } from '@portal/shared/schemas/promotions';
import { Button } from '../../../components/ui/button';
import { DEPOSIT_PROMOTION_PARAM } from '../../../config/paths';
import { useErrorMessage } from '../../../lib/error-message';
import { lazyComponent } from '../../../lib/lazy-component';
import { usePlayGate } from '../../session/real-money-gate';
import { useAuthModal } from '../../session/hooks/use-auth-modal';
import { useCentrePanel } from '../../session/hooks/use-centre-panel';
import { useCheckIn } from '../api/check-in';
import { useClaimRaffle } from '../api/claim-raffle';
import { useJoinPromotion } from '../api/join-promotion';
import { useMoney } from '../promotion-format';
import styles from './promotion-pages.module.css';

// The form and its image handling load with the first application.
const ApplicationDialog = lazyComponent(() =>
  import('./application-dialog').then((m) => m.ApplicationDialog),
);

const DEPOSIT_PAGE = 'depositv2';

/** What the last action did, said in the current language and currency. */
type Done =
  | { kind: 'joined' }
  | { kind: 'claimed'; amount: number }
  | { kind: 'signed'; amount: number }
  | { kind: 'applied' };

interface PromotionActionProps {
  promotion: PromotionSummary;
  /** The id of the promotion's title, which the button is about. */
  describedBy?: string;
  size?: 'md' | 'lg';
}

/**
 * What the member can do with a promotion now, as the server decides it: log in (a visitor),
 * join, apply (the application form), claim a raffle prize, check in today, or deposit with a
 * deposit match preselected. Real-money actions pass the gate first (spec section 5). Nothing when there is
 * nothing to do.
 */
export function PromotionAction({ promotion, describedBy, size = 'md' }: PromotionActionProps) {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const errorMessage = useErrorMessage();
  const { guard } = usePlayGate();
  const [, setSearch] = useSearchParams();
  const join = useJoinPromotion();
  const claim = useClaimRaffle();
  const checkIn = useCheckIn();
  const [applying, setApplying] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const { action, terms } = promotion;

  const doneText = (outcome: Done) => {
    if (outcome.kind === 'claimed') return t('done.claimed', { amount: money(outcome.amount) });
    if (outcome.kind === 'signed') return t('done.signed', { amount: money(outcome.amount) });
    if (outcome.kind === 'applied') return t('done.applied');
    if (terms.kind === 'deposit_match') {
      return t('done.joinedDeposit', { min: money(terms.minDeposit) });
    }
    return terms.kind === 'cashback' ? t('done.joinedCashback') : t('done.joined');
  };

  const handleClick = () => {
    setDone(null);
    join.reset();
    claim.reset();
    checkIn.reset();
    if (action === 'login') {
      useAuthModal.getState().open('login');
    } else if (action === 'join') {
      void guard(() => join.mutate(promotion.id, { onSuccess: () => setDone({ kind: 'joined' }) }));
    } else if (action === 'apply') {
      void guard(() => setApplying(true));
    } else if (action === 'claim') {
      void guard(() =>
        claim.mutate(promotion.id, {
          onSuccess: (value) => setDone({ kind: 'claimed', amount: value.amount }),
        }),
      );
    } else if (action === 'check_in') {
      void guard(() =>
        checkIn.mutate(promotion.id, {
          onSuccess: (value) => setDone({ kind: 'signed', amount: value.amount }),
        }),
      );
    } else if (action === 'deposit') {
      void guard(() => {
        setSearch(
          (current) => {
            const next = new URLSearchParams(current);
            next.set(DEPOSIT_PROMOTION_PARAM, String(promotion.id));
            return next;
          },
          { replace: true },
        );
        useCentrePanel.getState().openCentre('member', DEPOSIT_PAGE);
      });
    }
  };

  const failure = join.error ?? claim.error ?? checkIn.error;
  const label =
    action === 'apply' && promotion.state === 'rejected'
      ? t('action.applyAgain')
      : action && t(`action.${action}`);

  return (
    <div className={styles.action}>
      {action && (
        <Button
          size={size}
          onClick={handleClick}
          busy={join.isPending || claim.isPending || checkIn.isPending}
          aria-describedby={describedBy}
        >
          {label}
        </Button>
      )}
      {failure && (
        <p role="alert" className={styles.alert}>
          {errorMessage(failure)}
        </p>
      )}
      {done && (
        <p role="status" className={styles.done}>
          {doneText(done)}
        </p>
      )}
      {applying && (
        <Suspense fallback={null}>
          <ApplicationDialog
            promotion={promotion}
            onClose={() => setApplying(false)}
            onSent={() => setDone({ kind: 'applied' })}
          />
        </Suspense>
      )}
    </div>
  );
}
