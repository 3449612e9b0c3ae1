import type { RichText } from '../rich-text.js';

/** Topic codes double as the site's help paths (/help/deposit ...). */
export const helpTopics = {
  deposit: ['deposit-methods', 'deposit-not-credited'],
  withdrawal: ['withdrawal-how', 'withdrawal-receipt'],
  account: ['account-register', 'account-password'],
  responsible: ['responsible-limits', 'responsible-support'],
  terms: ['terms-general', 'terms-privacy'],
} as const;

export type HelpTopicCode = keyof typeof helpTopics;
export type HelpItemCode = (typeof helpTopics)[HelpTopicCode][number];

export interface HelpItemText extends RichText {
  title: string;
}

/** The help centre in one language. */
export interface HelpTexts {
  topics: Record<HelpTopicCode, string>;
  items: Record<HelpItemCode, HelpItemText>;
}
