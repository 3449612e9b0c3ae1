import type { AnnouncementType } from '@portal/shared/constants/site';
import type { RichText } from '../rich-text.js';

export interface AnnouncementSeed {
  code: string;
  type: AnnouncementType;
  platform: 'A' | 'W' | 'H';
  execution: 'B' | 'P';
  /** Days before the seeding instant at which the announcement starts (negative: in the future). */
  startDaysAgo: number;
  /** Days before the seeding instant at which it ends; null runs without end. */
  endDaysAgo: number | null;
}

/** One announcement in one language: its title and structured body. */
export interface AnnouncementText extends RichText {
  title: string;
}

const live = <C extends string>(
  code: C,
  type: AnnouncementType,
  startDaysAgo: number,
  extra: Partial<AnnouncementSeed> = {},
) => ({
  type,
  platform: 'A' as const,
  execution: 'B' as const,
  startDaysAgo,
  endDaysAgo: null,
  ...extra,
  code,
});

/**
 * Live announcements, translated in every language (data/announcements/<lang>.ts). Their dates
 * are counted back from the day the demo is seeded, so the demo always reads as current.
 */
export const demoAnnouncements = [
  live('b-maintenance-window', 'B', 2),
  live('b-new-payment', 'B', 4),
  live('b-security', 'B', 7),
  live('b-app-release', 'B', 10, { platform: 'H' }),
  live('b-support-hours', 'B', 12),
  live('pl-vip-upgrade', 'PL', 3),
  live('pl-verify-account', 'PL', 8),
  live('pl-responsible', 'PL', 14),
  live('pu-welcome', 'PU', 5, { execution: 'P' }),
  live('pu-weekend-event', 'PU', 11, { execution: 'P' }),
  live('pr-weekly-reload', 'PR', 6),
  live('pr-cashback', 'PR', 9, { platform: 'W' }),
  live('pr-referral', 'PR', 13),
  live('h-new-games', 'H', 1),
  live('h-tournament', 'H', 15),
] satisfies AnnouncementSeed[];

export type AnnouncementCode = (typeof demoAnnouncements)[number]['code'];

/** Outside their window, so never listed; English only, the fallback language. */
export const hiddenAnnouncements: (AnnouncementSeed & { text: AnnouncementText })[] = [
  {
    code: 'b-expired-new-year',
    type: 'B',
    platform: 'A',
    execution: 'B',
    startDaysAgo: 60,
    endDaysAgo: 50,
    text: {
      title: 'New Year Countdown Bonus (ended)',
      lead: 'The <strong>New Year Countdown</strong> bonus has ended. Thank you for playing!',
      points: ['Bonuses were credited when the countdown closed.'],
    },
  },
  {
    code: 'b-future-anniversary',
    type: 'B',
    platform: 'A',
    execution: 'B',
    startDaysAgo: -365,
    endDaysAgo: null,
    text: {
      title: 'Anniversary Celebration',
      lead: 'Our <strong>anniversary celebration</strong> is coming soon.',
      points: ['Watch this space for details.'],
    },
  },
];
