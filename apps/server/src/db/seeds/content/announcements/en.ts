import type { AnnouncementCode, AnnouncementText } from '../announcements.js';

export const en: Record<AnnouncementCode, AnnouncementText> = {
  'b-maintenance-window': {
    title: 'Scheduled Maintenance on Tuesday',
    lead: 'Payments will pause <strong>Tuesday 03:00-05:00 (GMT+8)</strong> for a system upgrade.',
    points: [
      'Games stay open during the upgrade.',
      'Deposits made before 03:00 are credited as usual.',
    ],
  },
  'b-new-payment': {
    title: 'New E-Wallet Deposits',
    lead: 'You can now deposit with <strong>e-wallets</strong>, credited in under 3 minutes.',
    points: ['Minimum deposit RM 10.', 'No fees on any e-wallet deposit.'],
    link: { href: '/help', text: 'How to deposit' },
  },
  'b-security': {
    title: 'Keep Your Account Safe',
    lead: 'Our staff will <strong>never</strong> ask for your password or verification codes.',
    points: ['Use a unique password of at least 8 characters.', 'Log out on shared devices.'],
  },
  'b-app-release': {
    title: 'New App Version 3.2',
    lead: 'Version <strong>3.2</strong> brings faster game loading and dark mode.',
    points: ['iOS 17 or later required.', 'Android users can update from the download page.'],
    link: { href: '/down', text: 'Download now' },
  },
  'b-support-hours': {
    title: 'Customer Service 24/7',
    lead: 'Our team answers <strong>24 hours a day</strong>, 7 days a week.',
    points: ['Live chat replies within 1 minute.', 'Telegram and WhatsApp are also available.'],
  },
  'pl-vip-upgrade': {
    title: 'VIP Levels Upgraded',
    lead: 'VIP members now enjoy <strong>higher daily withdrawal limits</strong>.',
    points: ['Rank 5 and above get a dedicated VIP host.', 'Upgrades are checked every Monday.'],
  },
  'pl-verify-account': {
    title: 'Verify Your Mobile Number',
    lead: 'Verify your mobile number to <strong>protect withdrawals</strong>.',
    points: ['Open My Account > Security Center.', 'Enter the code we send by SMS.'],
  },
  'pl-responsible': {
    title: 'Play Responsibly',
    lead: 'Set <strong>deposit limits</strong> or take a break at any time.',
    points: ['Limits apply from the next day.', 'Self-exclusion is available on request.'],
    link: { href: 'https://www.gamblingtherapy.org/', text: 'Get free support' },
  },
  'pu-welcome': {
    title: 'Welcome to Portal',
    lead: 'New members get a <strong>100% welcome bonus</strong> up to RM 1,000.',
    points: ['Deposit at least RM 30.', 'Turnover 15x before withdrawal.'],
    link: { href: '/promotions', text: 'See all promotions' },
  },
  'pu-weekend-event': {
    title: 'Weekend Slot Race',
    lead: 'Spin any slot this weekend to race for a <strong>RM 50,000</strong> prize pool.',
    points: ['Top 100 players win.', 'Results are published on Monday.'],
  },
  'pr-weekly-reload': {
    title: 'Weekly Reload 30%',
    lead: 'Every Monday, get <strong>30% extra</strong> on your first deposit.',
    points: ['Maximum bonus RM 300.', 'Valid on slots and fishing games.'],
    link: { href: '/promotions', text: 'Claim now' },
  },
  'pr-cashback': {
    title: 'Daily Cashback up to 1%',
    lead: 'Receive <strong>unlimited cashback</strong> on your valid bets every day.',
    points: ['Credited automatically at 12:00.', 'No turnover requirement.'],
  },
  'pr-referral': {
    title: 'Invite Friends, Earn Rewards',
    lead: 'Earn <strong>RM 20</strong> for every friend who joins and deposits.',
    points: ['Share your link from the Invite Friends page.', 'No limit on the number of friends.'],
  },
  'h-new-games': {
    title: '20 New Games This Month',
    lead: 'Discover <strong>20 new titles</strong> from Aurora Gaming and Lotus Live.',
    points: ['New slots with buy-feature rounds.', 'Two new live baccarat tables.'],
    link: { href: '/rng', text: 'Play the new slots' },
  },
  'h-tournament': {
    title: 'Card Masters Tournament',
    lead: 'Join the <strong>Card Masters</strong> tournament for a share of RM 20,000.',
    points: ['Qualifying rounds run all week.', 'The final is streamed live on Sunday.'],
  },
};
