import type { Language } from '@portal/shared/constants/languages';
import { formatMoney } from '@portal/shared/money';
import type { NoticeKindName } from '@portal/shared/schemas/notices';
import { noticeTexts } from './notice-texts.js';

/**
 * Times in notices are written in the site's operating time zone, GMT+8 (as the announcements
 * write them), and say so: the member may be anywhere.
 */
export const NOTICE_UTC_OFFSET_MINUTES = 8 * 60;
const ZONE_LABEL = 'GMT+8';

/** "2025-11-21 14:03:05 (GMT+8)". */
export function formatNoticeTime(at: Date): string {
  const shifted = new Date(at.getTime() + NOTICE_UTC_OFFSET_MINUTES * 60_000);
  const [date, time] = shifted.toISOString().split('T') as [string, string];
  return `${date} ${time.slice(0, 8)} (${ZONE_LABEL})`;
}

export interface NoticeFacts {
  kind: NoticeKindName;
  /** Minor units. */
  amount: bigint;
  currency: string;
  reference: string;
  occurredAt: Date;
}

/** Title and content of a notice in `language`, with the placeholders filled in. */
export function renderNotice(
  facts: NoticeFacts,
  language: Language,
): { title: string; content: string } {
  const text = noticeTexts[language][facts.kind];
  const values: Record<string, string> = {
    amount: formatMoney(facts.amount),
    currency: facts.currency,
    reference: facts.reference,
    time: formatNoticeTime(facts.occurredAt),
  };
  return {
    title: text.title,
    // One pass, so a reference that looks like a placeholder is never expanded again.
    content: text.content.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole),
  };
}
