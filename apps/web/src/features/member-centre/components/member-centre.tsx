import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../../api/get-whitelabel';
import { EmptyState } from '../../../components/ui/empty-state';
import { useMemberInfo } from '../../session/api/get-member-info';
import { useUnreadCount } from '../../session/api/get-unread-count';
import { useSession } from '../../session/hooks/use-session';
import { useRewardCount } from '../../rewards/api/get-reward-count';
import { useMissionCount } from '../../missions/api/get-mission-summary';
import { MEMBER_DEFAULT_PAGE, memberCentreMenu } from '../menu';
import { resolvePage, visibleEntries, type Badges } from '../../../components/centre/centre-menu';
import { builtMemberPages, memberCentrePages } from '../pages';
import { CentreOverlay } from '../../../components/centre/centre-overlay';

const WITHDRAW_PAGE = 'withdraw';

interface MemberCentreProps {
  /** The page asked for; a hidden or unknown one falls back to securityCenter. */
  page: string;
  onNavigate: (page: string) => void;
  onClose: () => void;
}

/** The personal centre: the spec's menu, filtered to built and enabled pages, and the page. */
export function MemberCentre({ page, onNavigate, onClose }: MemberCentreProps) {
  const { t, i18n } = useTranslation('member');
  const tree = useWhitelabel().data?.whitelabel ?? [];
  const unread = useUnreadCount().data;
  // transferUpline shows only for members whose info carries toUpline (spec section 3).
  const member = useMemberInfo().data;
  // A login during a break may only withdraw: the centre shows the withdrawal page alone.
  const withdrawOnly = useSession((state) => state.withdrawOnly);
  const entries = visibleEntries(memberCentreMenu, {
    tree,
    built: builtMemberPages,
    member,
  }).filter((entry) => !withdrawOnly || entry.page === WITHDRAW_PAGE);
  const active = resolvePage(entries, page, MEMBER_DEFAULT_PAGE);
  const Page = active ? memberCentrePages[active.page] : undefined;
  // The reward and mission counts are asked for only where their pages show.
  const rewardShown = entries.some((entry) => entry.page === 'rewardCenter');
  const reward = useRewardCount({ enabled: rewardShown }).data;
  const missionShown = entries.some((entry) => entry.page === 'missionLeaderboard');
  const mission = useMissionCount(i18n.language, { enabled: missionShown }).data;
  const badges: Badges = { unread, reward, mission };

  return (
    <CentreOverlay
      title={t('centre.memberTitle')}
      menuLabel={t('centre.memberMenu')}
      entries={entries}
      active={active?.page}
      badges={badges}
      onSelect={onNavigate}
      onClose={onClose}
    >
      {Page ? <Page navigate={onNavigate} /> : <EmptyState description={t('centre.nothingHere')} />}
    </CentreOverlay>
  );
}
