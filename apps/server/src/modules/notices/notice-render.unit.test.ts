import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@portal/shared/constants/languages';
import { NOTICE_KINDS } from '@portal/shared/schemas/notices';
import { formatNoticeTime, renderNotice } from './notice-render.js';
import { noticeTexts } from './notice-texts.js';

const facts = {
  kind: 'deposit_arrived' as const,
  amount: 123_456_789n,
  currency: 'MYR',
  reference: 'D20251121000001',
  occurredAt: new Date('2025-11-21T06:03:05.123Z'),
};

describe('notice time', () => {
  it('is written in GMT+8 to the second and says so', () => {
    expect(formatNoticeTime(new Date('2025-11-21T06:03:05.999Z'))).toBe(
      '2025-11-21 14:03:05 (GMT+8)',
    );
  });

  it('moves to the next day after 16:00 UTC', () => {
    expect(formatNoticeTime(new Date('2025-12-31T16:30:00Z'))).toBe('2026-01-01 00:30:00 (GMT+8)');
  });
});

describe('notice rendering', () => {
  it('fills amount with 2 decimals and comma thousands, currency, order and time', () => {
    expect(renderNotice(facts, 'EN')).toEqual({
      title: 'Deposit received',
      content:
        'Your deposit of 1,234,567.89 MYR (order D20251121000001) arrived in your wallet at 2025-11-21 14:03:05 (GMT+8).',
    });
  });

  it('renders in the language asked for', () => {
    const rendered = renderNotice({ ...facts, kind: 'withdrawal_rejected', amount: 5000n }, 'CN');
    expect(rendered.title).toBe('提款被拒绝');
    expect(rendered.content).toContain('50.00 MYR');
    expect(rendered.content).toContain('2025-11-21 14:03:05 (GMT+8)');
  });

  it('never expands a placeholder that arrives inside a value', () => {
    const rendered = renderNotice({ ...facts, reference: '{amount}' }, 'EN');
    expect(rendered.content).toContain('(order {amount})');
  });

  it.each(LANGUAGE_CODES)('has every kind in %s with all four placeholders filled', (language) => {
    for (const kind of NOTICE_KINDS) {
      const text = noticeTexts[language][kind];
      expect(text.title.length, `${language} ${kind}`).toBeGreaterThan(0);
      for (const placeholder of ['{amount}', '{currency}', '{reference}', '{time}']) {
        expect(text.content, `${language} ${kind}`).toContain(placeholder);
      }
      const { content } = renderNotice({ ...facts, kind }, language);
      expect(content).not.toMatch(/\{\w+\}/);
      expect(content).toContain('1,234,567.89');
      expect(content).toContain('D20251121000001');
    }
  });

  it('uses the language’s own words, not English, outside EN', () => {
    for (const language of LANGUAGE_CODES.filter((code) => code !== 'EN')) {
      for (const kind of NOTICE_KINDS) {
        expect(noticeTexts[language][kind].title, `${language} ${kind}`).not.toBe(
          noticeTexts.EN[kind].title,
        );
      }
    }
  });
});
