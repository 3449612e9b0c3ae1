import { createElement } from 'react';
import type { CentrePage, CentrePageProps } from '../../components/centre/centre-page';
import { lazyComponent } from '../../lib/lazy-component';

/**
 * The member-centre pages this site has built, by page key. A menu entry shows only when its page
 * is here (and its module is on); a new page appears by adding one line.
 */
export const memberCentrePages: Readonly<Record<string, CentrePage>> = {
  securityCenter: lazyComponent(() =>
    import('../security-centre/components/security-centre').then((m) => m.SecurityCentre),
  ),
  memberProfile: lazyComponent(() =>
    import('../member-profile/components/profile-page').then((m) => m.ProfilePage),
  ),
  transferFund: lazyComponent(() =>
    import('../wallet/components/wallet-page').then((m) => m.WalletPage),
  ),
  depositv2: lazyComponent(() =>
    import('../deposit/components/deposit-page').then((m) => m.DepositPage),
  ),
  withdraw: lazyComponent(() =>
    import('../withdraw/components/withdraw-page').then((m) => m.WithdrawPage),
  ),
  transferUpline: lazyComponent(() =>
    import('../upline-transfer/components/upline-transfer-page').then((m) => m.UplineTransferPage),
  ),
  personalHistoryCopy: lazyComponent(() =>
    import('../bet-records/components/bet-records-page').then((m) => m.BetRecordsPage),
  ),
  transactionHistory: lazyComponent(() =>
    import('../account-records/components/account-records-page').then((m) => m.AccountRecordsPage),
  ),
  personalProfit: lazyComponent(() =>
    import('../bet-records/components/profit-page').then((m) => m.ProfitPage),
  ),
  bonusDetails: lazyComponent(() =>
    import('../bonuses/components/bonus-details-page').then((m) => m.BonusDetailsPage),
  ),
  rewardCenter: lazyComponent(() =>
    import('../rewards/components/reward-centre-page').then((m) => m.RewardCentrePage),
  ),
  // The winners list is the games feature's winner board, composed here rather than imported.
  missionLeaderboard: lazyComponent(() =>
    Promise.all([
      import('../missions/components/missions-page'),
      import('../games/components/winners-board'),
    ]).then(
      ([missions, games]) =>
        function MissionCentrePage(props: CentrePageProps) {
          return createElement(missions.MissionsPage, {
            ...props,
            Winners: games.WinnersBoard,
          });
        },
    ),
  ),
  referral: lazyComponent(() =>
    import('../referral/components/referral-page').then((m) => m.ReferralPage),
  ),
  messageV2: lazyComponent(() =>
    import('../messages/components/messages-page').then((m) => m.MessagesPage),
  ),
  feedback: lazyComponent(() =>
    import('../feedback/components/feedback-page').then((m) => m.FeedbackCentrePage),
  ),
  realityCheck: lazyComponent(() =>
    import('../reality-check/components/reality-check-page').then((m) => m.RealityCheckPage),
  ),
  identityCheck: lazyComponent(() => import('../kyc/components/kyc-page').then((m) => m.KycPage)),
  saferLimits: lazyComponent(() =>
    import('../safer-play/components/limits-page').then((m) => m.LimitsPage),
  ),
  takeBreak: lazyComponent(() =>
    import('../safer-play/components/break-page').then((m) => m.BreakPage),
  ),
};

export const builtMemberPages: ReadonlySet<string> = new Set(Object.keys(memberCentrePages));
