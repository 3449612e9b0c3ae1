import { addSiteDays, siteDayStart } from '@portal/shared/site-day';
import type { MessageSegment } from '@portal/shared/schemas/operator-messages';

/** A segment as the compose form holds it: texts as typed, dates as site days. */
export interface SegmentForm {
  minVipRank: string;
  maxVipRank: string;
  agent: string;
  registeredFrom: string;
  registeredTo: string;
  lastLoginFrom: string;
  /** Usernames, one per line or separated by commas. */
  accounts: string;
}

export const emptySegment: SegmentForm = {
  minVipRank: '',
  maxVipRank: '',
  agent: '',
  registeredFrom: '',
  registeredTo: '',
  lastLoginFrom: '',
  accounts: '',
};

/**
 * The segment the server takes: the criteria filled in; registration days are site days (GMT+8),
 * the last day included (its end is the next day's start, exclusive).
 */
export function segmentOf(form: SegmentForm): Partial<MessageSegment> {
  const segment: Record<string, unknown> = {};
  if (form.minVipRank.trim() !== '') segment.minVipRank = Number(form.minVipRank);
  if (form.maxVipRank.trim() !== '') segment.maxVipRank = Number(form.maxVipRank);
  if (form.agent.trim() !== '') segment.agent = form.agent.trim();
  if (form.registeredFrom) segment.registeredFrom = siteDayStart(form.registeredFrom).toISOString();
  if (form.registeredTo)
    segment.registeredTo = siteDayStart(addSiteDays(form.registeredTo, 1)).toISOString();
  if (form.lastLoginFrom) segment.lastLoginFrom = siteDayStart(form.lastLoginFrom).toISOString();
  const accounts = [
    ...new Set(
      form.accounts
        .split(/[\s,]+/)
        .map((account) => account.trim())
        .filter(Boolean),
    ),
  ];
  if (accounts.length) segment.accounts = accounts;
  return segment as Partial<MessageSegment>;
}
