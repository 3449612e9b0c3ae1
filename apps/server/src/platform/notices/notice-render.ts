import { FALLBACK_LANGUAGE, type Language } from '@portal/shared/constants/languages';
import { formatDateTime } from '@portal/shared/date-time';
import { currencySymbol, formatCurrency } from '@portal/shared/money';
import type { NoticeKindName } from '@portal/shared/schemas/notices';
import type { MessageContents, MessageText } from '@portal/shared/schemas/operator-messages';
import { noticeTexts } from './notice-texts.js';

export interface NoticeFacts {
  kind: NoticeKindName;
  /** Minor units. */
  amount: bigint;
  currency: string;
  reference: string;
  occurredAt: Date;
  /** Free text such as a rejection reason ({detail}); null or absent when none. */
  detail?: string | null;
  /** operator_message: the message's title and content by language. */
  message?: MessageContents | null;
  /** feedback_reply: the operator's reply and what the member wrote. */
  feedback?: { reply: string; content: string } | null;
}

/** How much of the member's own feedback a reply quotes. */
export const FEEDBACK_EXCERPT_LENGTH = 100;

/** The first `length` characters (code points, so no emoji is cut in half), with … when cut. */
export function excerpt(text: string, length = FEEDBACK_EXCERPT_LENGTH): string {
  const characters = [...text.trim()];
  return characters.length <= length
    ? characters.join('')
    : `${characters.slice(0, length).join('')}…`;
}

/** The message in `language`, else EN, else any language it was written in. */
export function pickMessageText(
  contents: MessageContents | null | undefined,
  language: Language,
): MessageText | undefined {
  if (!contents) return undefined;
  return contents[language] ?? contents[FALLBACK_LANGUAGE] ?? Object.values(contents).find(Boolean);
}

/** Title and content of a notice in `language`, with the placeholders filled in. */
export function renderNotice(
  facts: NoticeFacts,
  language: Language,
): { title: string; content: string } {
  if (facts.kind === 'operator_message') {
    const text = pickMessageText(facts.message, language);
    return { title: text?.title ?? '', content: text?.content ?? '' };
  }
  const text = noticeTexts[language][facts.kind];
  const detail = facts.detail?.trim() ?? '';
  const values: Record<string, string> = {
    // Money and moments as every page writes them in this language: "RM 1,234.50",
    // "28 Nov 2026, 14:03" (GMT+8).
    amount: formatCurrency(facts.amount, currencySymbol(facts.currency), language),
    reference: facts.reference,
    time: formatDateTime(facts.occurredAt, language),
    detail,
    reply: facts.feedback?.reply ?? '',
    feedback: excerpt(facts.feedback?.content ?? ''),
  };
  const template = detail && text.contentWithDetail ? text.contentWithDetail : text.content;
  return {
    title: text.title,
    // One pass, so a reference that looks like a placeholder is never expanded again.
    content: template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole),
  };
}
