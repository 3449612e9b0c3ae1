import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@portal/shared/constants/languages';
import { formatCurrency } from '@portal/shared/money';
import { NOTICE_KINDS } from '@portal/shared/schemas/notices';
import { excerpt, renderNotice } from './notice-render.js';
import { noticeTexts, type CatalogueKind } from './notice-texts.js';

/** Kinds written from the catalogue (an operator message brings its own words). */
const CATALOGUE_KINDS = NOTICE_KINDS.filter(
  (kind): kind is CatalogueKind => kind !== 'operator_message',
);
/** Kinds about an amount of money: they name the amount, currency, reference and time. */
const MONEY_KINDS = CATALOGUE_KINDS.filter(
  (kind) => kind !== 'promotion_rejected' && kind !== 'feedback_reply' && kind !== 'contract_offer',
);

const facts = {
  kind: 'deposit_arrived' as const,
  amount: 123_456_789n,
  currency: 'MYR',
  reference: 'D20251121000001',
  occurredAt: new Date('2025-11-21T06:03:05.123Z'),
};

describe('notice time', () => {
  it('is written as every page writes a moment: the language’s date and time in GMT+8', () => {
    expect(renderNotice(facts, 'EN').content).toContain('Nov 21, 2025, 14:03');
    expect(renderNotice(facts, 'MY').content).toContain('21 Nov 2025, 14:03');
  });

  it('moves to the next day after 16:00 UTC', () => {
    const late = { ...facts, occurredAt: new Date('2025-12-31T16:30:00Z') };
    expect(renderNotice(late, 'EN').content).toContain('Jan 1, 2026, 00:30');
  });
});

describe('notice rendering', () => {
  it('writes the amount as the site writes money (symbol first), the order and the time', () => {
    expect(renderNotice(facts, 'EN')).toEqual({
      title: 'Deposit received',
      content:
        'Your deposit of RM 1,234,567.89 (order D20251121000001) arrived in your wallet at Nov 21, 2025, 14:03.',
    });
  });

  it('renders in the language asked for', () => {
    const rendered = renderNotice({ ...facts, kind: 'withdrawal_rejected', amount: 5000n }, 'CN');
    expect(rendered.title).toBe('提款被拒绝');
    expect(rendered.content).toContain('RM 50.00');
    expect(rendered.content).toContain('2025年11月21日 14:03');
  });

  it('never expands a placeholder that arrives inside a value', () => {
    const rendered = renderNotice({ ...facts, reference: '{amount}' }, 'EN');
    expect(rendered.content).toContain('(order {amount})');
  });

  it.each(LANGUAGE_CODES)(
    'has every money kind in %s with all three placeholders filled',
    (language) => {
      for (const kind of MONEY_KINDS) {
        const text = noticeTexts[language][kind];
        expect(text.title.length, `${language} ${kind}`).toBeGreaterThan(0);
        for (const placeholder of ['{amount}', '{reference}', '{time}']) {
          expect(text.content, `${language} ${kind}`).toContain(placeholder);
        }
        const { content } = renderNotice({ ...facts, kind }, language);
        expect(content).not.toMatch(/\{\w+\}/);
        // In the reader's marks: "RM 1.234.567,89" in Spanish, "RM 12,34,567.89" in Hindi.
        expect(content).toContain(formatCurrency(123_456_789n, 'RM', language));
        expect(content).not.toContain('MYR');
        expect(content).toContain('D20251121000001');
      }
    },
  );

  it('uses the language’s own words, not English, outside EN', () => {
    for (const language of LANGUAGE_CODES.filter((code) => code !== 'EN')) {
      for (const kind of CATALOGUE_KINDS) {
        expect(noticeTexts[language][kind].title, `${language} ${kind}`).not.toBe(
          noticeTexts.EN[kind].title,
        );
      }
    }
  });
});

describe('contract offer notices', () => {
  const offer = {
    ...facts,
    kind: 'contract_offer' as const,
    amount: 0n,
    currency: '',
    reference: 'CO42',
  };

  it('names the offering upline, the offer and where to answer it, in every language', () => {
    expect(renderNotice({ ...offer, detail: 'agent01' }, 'EN')).toEqual({
      title: 'New contract offer',
      content:
        'Your upline agent01 has offered you a contract (CO42) at Nov 21, 2025, 14:03. Open the agent centre to read the terms and accept or reject it.',
    });
    for (const language of LANGUAGE_CODES) {
      const { content } = renderNotice({ ...offer, detail: 'agent01' }, language);
      expect(content, language).toContain('agent01');
      expect(content, language).toContain('CO42');
      expect(content, language).not.toMatch(/\{\w+\}/);
      expect(renderNotice(offer, language).content, language).not.toContain('agent01');
    }
  });
});

describe('bonus and promotion notices', () => {
  const bonus = { ...facts, amount: 5_000n, reference: 'B20251121000007' };

  it('says where a credited bonus is and what releases it', () => {
    expect(renderNotice({ ...bonus, kind: 'bonus_issued' }, 'EN')).toEqual({
      title: 'Bonus credited',
      content:
        'Your bonus of RM 50.00 (B20251121000007) was credited to your bonus wallet at Nov 21, 2025, 14:03. Play through its turnover requirement to release it to your main wallet.',
    });
    expect(renderNotice({ ...bonus, kind: 'bonus_released' }, 'EN').content).toBe(
      'Your bonus B20251121000007 of RM 50.00 met its turnover requirement and was moved to your main wallet at Nov 21, 2025, 14:03.',
    );
    expect(renderNotice({ ...bonus, kind: 'bonus_expired' }, 'VI').title).toBe(
      'Tiền thưởng đã hết hạn',
    );
  });

  it('gives the reason of a cancellation only when there is one', () => {
    const cancelled = { ...bonus, kind: 'bonus_cancelled' as const };
    expect(renderNotice({ ...cancelled, detail: 'Duplicate account' }, 'EN').content).toBe(
      'Your bonus B20251121000007 of RM 50.00 was cancelled by customer service at Nov 21, 2025, 14:03. Reason: Duplicate account',
    );
    for (const detail of [undefined, null, '', '   ']) {
      expect(renderNotice({ ...cancelled, detail }, 'EN').content).not.toContain('Reason');
    }
    expect(renderNotice({ ...cancelled, detail: '重复账户' }, 'CN').content).toContain(
      '原因：重复账户',
    );
  });

  it('tells a member why an application was not approved', () => {
    const rejected = {
      ...facts,
      kind: 'promotion_rejected' as const,
      amount: 0n,
      currency: '',
      reference: 'A20251121000003',
    };
    expect(renderNotice({ ...rejected, detail: 'Deposit not found' }, 'EN')).toEqual({
      title: 'Promotion application not approved',
      content:
        'Your promotion application A20251121000003 was not approved at Nov 21, 2025, 14:03. Reason: Deposit not found',
    });
    expect(renderNotice(rejected, 'EN').content).toContain('Contact customer service');
  });

  it.each(LANGUAGE_CODES)('fills every placeholder of every kind in %s', (language) => {
    for (const kind of CATALOGUE_KINDS) {
      for (const detail of [null, 'Because {amount}']) {
        const { title, content } = renderNotice(
          { ...facts, kind, detail, feedback: { reply: 'Thanks', content: 'It was slow' } },
          language,
        );
        expect(title.length, `${language} ${kind}`).toBeGreaterThan(0);
        expect(content.replace('{amount}', ''), `${language} ${kind}`).not.toMatch(/\{\w+\}/);
        expect(content, `${language} ${kind}`).toContain('D20251121000001');
      }
      const withDetail = noticeTexts[language][kind].contentWithDetail;
      if (withDetail) expect(withDetail, `${language} ${kind}`).toContain('{detail}');
    }
  });
});

describe('operator messages', () => {
  const message = {
    ...facts,
    kind: 'operator_message' as const,
    amount: 0n,
    reference: 'MSG12',
    message: {
      EN: { title: 'Maintenance', content: 'Back at 06:00.' },
      VI: { title: 'Bảo trì', content: 'Trở lại lúc 06:00.' },
    },
  };

  it("shows the message in the reader's language, else EN", () => {
    expect(renderNotice(message, 'VI')).toEqual({
      title: 'Bảo trì',
      content: 'Trở lại lúc 06:00.',
    });
    expect(renderNotice(message, 'TH')).toEqual({
      title: 'Maintenance',
      content: 'Back at 06:00.',
    });
  });

  it('falls back to any language it was written in, and is never expanded', () => {
    const onlyJapanese = {
      ...message,
      message: { JA: { title: 'お知らせ', content: '{amount}' } },
    };
    expect(renderNotice(onlyJapanese, 'EN')).toEqual({ title: 'お知らせ', content: '{amount}' });
    expect(renderNotice({ ...message, message: null }, 'EN')).toEqual({ title: '', content: '' });
  });
});

describe('replies to feedback', () => {
  const reply = {
    ...facts,
    kind: 'feedback_reply' as const,
    amount: 0n,
    currency: '',
    reference: 'FB42',
  };

  it("shows the operator's reply above the start of the member's feedback", () => {
    const feedback = `${'a'.repeat(99)}bc and more`;
    expect(
      renderNotice(
        { ...reply, feedback: { reply: 'We fixed it. {time}', content: feedback } },
        'EN',
      ),
    ).toEqual({
      title: 'Reply to your feedback',
      content: `We fixed it. {time}\n\nYour feedback (FB42): "${'a'.repeat(99)}b…"`,
    });
    expect(
      renderNotice({ ...reply, feedback: { reply: 'OK', content: 'Short one' } }, 'JA').content,
    ).toBe('OK\n\nお客様のご意見（FB42）：「Short one」');
  });

  it('cuts by characters, never inside an emoji', () => {
    expect(excerpt('😀'.repeat(101))).toBe(`${'😀'.repeat(100)}…`);
    expect(excerpt('  hello  ')).toBe('hello');
  });
});
