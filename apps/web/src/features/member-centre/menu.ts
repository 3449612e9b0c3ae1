import type { CentreEntry } from '../../components/centre/centre-menu';

/** The whitelabel module of the whole member centre. */
export const MEMBER_CENTRE_MODULE = 'MEMBERCENTER';
export const MEMBER_DEFAULT_PAGE = 'securityCenter';

/** The personal-centre menu of spec section 2, in its order, then the feedback form. */
export const memberCentreMenu: readonly CentreEntry[] = [
  { label: 'in_my_account', page: 'securityCenter', module: 'securityCenter' },
  { label: 'in_my_wallet', page: 'transferFund', module: 'transferFund' },
  { label: 'in_increase_deposit', page: 'depositv2', module: 'depositv2' },
  { label: 'in_increase_withdrawal', page: 'withdraw', module: 'withdraw' },
  {
    label: 'in_transfer_upline',
    page: 'transferUpline',
    module: 'transferUpline',
    memberFlag: 'toUpline',
  },
  { label: 'in_betting_record', page: 'personalHistoryCopy', module: 'personalHistoryCopy' },
  { label: 'in_account_record', page: 'transactionHistory', module: 'transactionHistory' },
  { label: 'in_personal_loss', page: 'personalProfit', module: 'personalProfit' },
  { label: 'in_bonus_details', page: 'bonusDetails', module: 'bonusDetails' },
  { label: 'in_reward_center', page: 'rewardCenter', module: 'rewardCenter', badge: 'reward' },
  { label: 'invite_friends', page: 'referral', module: 'referral' },
  {
    label: 'mission_activity',
    page: 'missionLeaderboard',
    module: 'missionLeaderboard',
    badge: 'mission',
  },
  { label: 'in_platform_information', page: 'messageV2', module: 'messageV2', badge: 'unread' },
  // Not in the spec's table: the feedback form (spec section 1) inside the centre as well.
  { label: 'in_feedback', page: 'feedback', module: 'feedback' },
  // Responsible gaming: the member's own limits and breaks.
  { label: 'in_safer_limits', page: 'saferLimits', module: 'saferLimits' },
  { label: 'in_take_break', page: 'takeBreak', module: 'takeBreak' },
  { label: 'in_reality_check', page: 'realityCheck', module: 'realityCheck' },
  { label: 'in_verify_identity', page: 'identityCheck', module: 'identityCheck' },
  // The member's profile fields and avatar (decision 057).
  { label: 'in_my_profile', page: 'memberProfile', module: 'memberProfile' },
];

/** The logged-in panel's dropdown (spec section 2): my account, deposit and the three records. */
export const MEMBER_DROPDOWN_PAGES = [
  'securityCenter',
  'depositv2',
  'transactionHistory',
  'personalProfit',
  'personalHistoryCopy',
] as const;
