import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../../api/get-whitelabel';
import { EmptyState } from '../../../components/ui/empty-state';
import { CentreOverlay } from '../../../components/centre/centre-overlay';
import { resolvePage, visibleEntries } from '../../../components/centre/centre-menu';
import { useConsolidatedFunds } from '../api/get-consolidated-funds';
import { contractBadges, contractFeatures } from '../contract-features';
import { AGENT_DEFAULT_PAGE, agentCentreMenu } from '../menu';
import { agentCentrePages, builtAgentPages } from '../pages';

interface AgentCentreProps {
  page: string;
  onNavigate: (page: string) => void;
  onClose: () => void;
}

/**
 * The agent centre: the spec's agent menu, each entry shown while its module is on, the contract
 * and salary pages shown by the consolidated contract flags (with a dot while a request waits for
 * the agent's answer), and the page; when no agent page is on, a line that says so.
 */
export function AgentCentre({ page, onNavigate, onClose }: AgentCentreProps) {
  const { t } = useTranslation('member');
  const tree = useWhitelabel().data?.whitelabel ?? [];
  const funds = useConsolidatedFunds().data;
  const features = contractFeatures(funds);
  const entries = visibleEntries(agentCentreMenu, { tree, built: builtAgentPages, features });
  const active = resolvePage(entries, page, AGENT_DEFAULT_PAGE);
  const Page = active ? agentCentrePages[active.page] : undefined;

  return (
    <CentreOverlay
      title={t('agent.title')}
      menuLabel={t('agent.menuLabel')}
      entries={entries}
      badges={contractBadges(funds)}
      active={active?.page}
      onSelect={onNavigate}
      onClose={onClose}
    >
      {Page ? <Page navigate={onNavigate} /> : <EmptyState title={t('agent.noTools')} />}
    </CentreOverlay>
  );
}
