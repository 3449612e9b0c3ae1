import type { AnnouncementType } from '@portal/shared/constants/site';
import type { RichText } from '../rich-text.js';

export interface AnnouncementSeed {
  code: string;
  type: AnnouncementType;
  platform: 'A' | 'W' | 'H';
  execution: 'B' | 'P';
  startTime: string;
  endTime: string | null;
}

/** One announcement in one language: its title and structured body. */
export interface AnnouncementText extends RichText {
  title: string;
}

const live = <C extends string>(
  code: C,
  type: AnnouncementType,
  day: number,
  extra: Partial<AnnouncementSeed> = {},
) => ({
  type,
  platform: 'A' as const,
  execution: 'B' as const,
  startTime: new Date(Date.UTC(2025, 0, day)).toISOString(),
  endTime: null,
  ...extra,
  code,
});

/** Live announcements, translated in every language (data/announcements/<lang>.ts). */
export const demoAnnouncements = [
  live('b-maintenance-window', 'B', 20),
  live('b-new-payment', 'B', 18),
  live('b-security', 'B', 15),
  live('b-app-release', 'B', 12, { platform: 'H' }),
  live('b-support-hours', 'B', 10),
  live('pl-vip-upgrade', 'PL', 19),
  live('pl-verify-account', 'PL', 14),
  live('pl-responsible', 'PL', 8),
  live('pu-welcome', 'PU', 17, { execution: 'P' }),
  live('pu-weekend-event', 'PU', 11, { execution: 'P' }),
  live('pr-weekly-reload', 'PR', 16),
  live('pr-cashback', 'PR', 13, { platform: 'W' }),
  live('pr-referral', 'PR', 9),
  live('h-new-games', 'H', 21),
  live('h-tournament', 'H', 7),
] satisfies AnnouncementSeed[];

export type AnnouncementCode = (typeof demoAnnouncements)[number]['code'];

/** Outside their window, so never listed; English only, the fallback language. */
export const hiddenAnnouncements: (AnnouncementSeed & { text: AnnouncementText })[] = [
  {
    code: 'b-expired-new-year',
    type: 'B',
    platform: 'A',
    execution: 'B',
    startTime: '2024-12-26T00:00:00.000Z',
    endTime: '2025-01-05T00:00:00.000Z',
    text: {
      title: 'New Year Countdown Bonus (ended)',
      lead: 'The <strong>New Year Countdown</strong> bonus has ended. Thank you for playing!',
      points: ['Bonuses were credited by 5 January.'],
    },
  },
  {
    code: 'b-future-anniversary',
    type: 'B',
    platform: 'A',
    execution: 'B',
    startTime: '2099-01-01T00:00:00.000Z',
    endTime: null,
    text: {
      title: 'Anniversary Celebration',
      lead: 'Our <strong>anniversary celebration</strong> is coming soon.',
      points: ['Watch this space for details.'],
    },
  },
];
