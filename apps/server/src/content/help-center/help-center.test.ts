import { describe, expect, it } from 'vitest';
import { helpCenterValueSchema } from '@portal/shared/schemas/system';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';

const t = useTestApp();

const help = async (query: string, language?: string) =>
  expectValue(
    await t.app.inject({
      url: `/wps/system/helpCenter${query}`,
      headers: language ? { language } : {},
    }),
    helpCenterValueSchema,
  );

describe('GET /wps/system/helpCenter', () => {
  it('returns the help topics in order, each with its items', async () => {
    const topics = await help('?lang=EN&device=WEB');
    expect(topics.map((topic) => topic.title)).toEqual([
      'Deposit',
      'Withdrawal',
      'Account',
      'Responsible Gaming',
      'Terms and Privacy',
    ]);
    for (const topic of topics) expect(topic.items.length).toBeGreaterThanOrEqual(2);
    expect(topics[0]!.items[0]!.content).toContain('<strong>');
  });

  it('prefers the lang parameter over the Language header', async () => {
    const topics = await help('?lang=VI', 'CN');
    expect(topics[0]!.title).toBe('Nạp tiền');
  });

  it('uses the Language header when lang is absent or unknown', async () => {
    expect((await help('', 'JA'))[0]!.title).toBe('入金');
    expect((await help('?lang=zz', 'TY'))[1]!.title).toBe('提款');
  });

  it('uses Malay without lang or header', async () => {
    expect((await help(''))[1]!.title).toBe('Pengeluaran');
  });

  it('refuses a device other than WEB and unknown fields', async () => {
    expectError(
      await t.app.inject({ url: '/wps/system/helpCenter?device=APP' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await t.app.inject({ url: '/wps/system/helpCenter?topic=1' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await t.app.inject({ url: `/wps/system/helpCenter?lang=${'x'.repeat(9)}` }),
      400,
      'VALIDATION_FAILED',
    );
  });
});
