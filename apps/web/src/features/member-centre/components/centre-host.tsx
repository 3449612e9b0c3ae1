import { useTranslation } from 'react-i18next';
import { AgentCentre } from '../../agent-centre/components/agent-centre';
import { ConfirmDialog } from '../../session/components/confirm-dialog';
import { useCentrePanel } from '../../session/hooks/use-centre-panel';
import { useSession } from '../../session/hooks/use-session';
import {
  agentCentreOutcome,
  realMoneyOutcome,
  useGateWarning,
} from '../../session/real-money-gate';
import { MemberCentre } from './member-centre';

/**
 * Draws what the member's panel asks for: the member-centre or agent-centre overlay (each only
 * for the accounts the spec allows) and the gate's warning: a real account is needed, or an
 * agents-only account does not play.
 */
export function CentreHost() {
  const { t } = useTranslation(['member', 'errors']);
  const open = useCentrePanel((state) => state.open);
  const openCentre = useCentrePanel((state) => state.openCentre);
  const closeCentre = useCentrePanel((state) => state.closeCentre);
  const hasToken = useSession((state) => state.token !== null);
  const type = useSession((state) => state.member?.type);
  const warning = useGateWarning((state) => state.open);
  const dismissWarning = useGateWarning((state) => state.dismiss);
  const warningReason = useGateWarning((state) => state.reason);

  const showMember = open?.centre === 'member' && realMoneyOutcome(hasToken, type) === 'allowed';
  const showAgent = open?.centre === 'agent' && agentCentreOutcome(hasToken, type) === 'allowed';

  return (
    <>
      {showMember && (
        <MemberCentre
          page={open.page}
          onNavigate={(page) => openCentre('member', page)}
          onClose={closeCentre}
        />
      )}
      {showAgent && (
        <AgentCentre
          page={open.page}
          onNavigate={(page) => openCentre('agent', page)}
          onClose={closeCentre}
        />
      )}
      {warning && (
        <ConfirmDialog
          // An agents-only account is real: it is told which centre it keeps, not to get one.
          title={warningReason === 'nonMember' ? t('agent.title') : t('gate.title')}
          message={
            warningReason === 'nonMember'
              ? t('code.NON_MEMBER', { ns: 'errors' })
              : t('in_need_true_account')
          }
          confirmLabel={t('in_increase_submit')}
          onConfirm={dismissWarning}
        />
      )}
    </>
  );
}
