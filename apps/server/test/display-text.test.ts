import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { securityOverviewSchema } from '@portal/shared/schemas/account';
import { registerDownlineResultSchema } from '@portal/shared/schemas/agency';
import { createDepositValueSchema } from '@portal/shared/schemas/deposit';
import { feedbackValueSchema } from '@portal/shared/schemas/feedback';
import { applyPromotionValueSchema } from '@portal/shared/schemas/promotions';
import { bankCardSchema } from '@portal/shared/schemas/withdrawal';
import type { LightMyRequestResponse } from 'fastify';
import { authHeader, createMember, login, uniqueIp } from './accounts.js';
import { expectError, expectValue } from './assertions.js';
import { createChannel, newReference } from './deposits.js';
import { encryptedBody, injectEncrypted } from './encrypted.js';
import { putFeedback } from './feedback.js';
import { useTestApp } from './helper.js';
import { applicationTerms, createPromotion, promotionInput } from './promotions.js';
import { staffWithToken } from './staff.js';
import { uniqueAccountNumber } from './withdrawals.js';

/**
 * Every free-text field a member or agent sets for others to read refuses control,
 * bidirectional-override and zero-width characters with TEXT_INVALID_CHARACTERS (400), writes
 * nothing, and takes ordinary text of every script the site serves.
 */
const CAPTCHA = '2468';
const t = useTestApp({ env: { CAPTCHA_FIXED_ANSWER: CAPTCHA, VERIFY_NEW_IP: 'false' } });

type Headers = Record<string, string>;

const HOSTILE = {
  'the right-to-left override': 'Ali\u202Egnp.exe',
  NUL: 'Ali\u0000Abu',
  'a zero-width space': 'Ad\u200Bmin',
} as const;
const hostile = Object.entries(HOSTILE);

/** Ordinary names in the scripts of the site's languages, each short enough for a nickname. */
const ORDINARY = ['张伟', '陳大文', 'สมชาย ใจดี', 'Nguyễn Thị Ánh', 'Lucky 🍀', 'Dev 👩🏽‍💻'];
const ORDINARY_LINE = ORDINARY.join(' ');

beforeAll(async () => {
  // The demo rule lets payee names be Latin letters only; this operator takes any script, so
  // what is refused below is refused by the character rule alone.
  await t.db
    .updateTable('registration_rules')
    .set({ accepted_pattern: '*', pattern_id: 0, max_length: 100 })
    .where('field', '=', 'payeeName')
    .execute();
});

async function signedIn(overrides: Parameters<typeof createMember>[1] = {}) {
  const member = await createMember(t, overrides);
  const { token } = await login(t, member.account, member.password);
  return { ...member, headers: authHeader(token) };
}

const send = (method: 'PUT' | 'POST', url: string, headers: Headers, payload: object) =>
  t.app.inject({ method, url, headers, payload: payload as Record<string, unknown> });

function expectRefused(response: LightMyRequestResponse, path: string) {
  const body = expectError(response, 400, 'TEXT_INVALID_CHARACTERS');
  expect(body.details).toContainEqual({ path, reason: 'custom' });
}

const overview = async (headers: Headers) =>
  expectValue(await t.app.inject({ url: '/wps/member/security', headers }), securityOverviewSchema);

describe('PUT /wps/member/nickname', () => {
  it.each(hostile)('refuses %s and keeps the old nickname', async (_, nickname) => {
    const member = await signedIn({ nickname: 'Before' });
    expectRefused(
      await send('PUT', '/wps/member/nickname', member.headers, { nickname }),
      'nickname',
    );
    expect((await overview(member.headers)).nickname).toBe('Before');
  });

  it('takes Chinese, Thai, Vietnamese and emoji nicknames as written', async () => {
    const member = await signedIn();
    for (const nickname of ORDINARY) {
      const response = await send('PUT', '/wps/member/nickname', member.headers, { nickname });
      expect(response.statusCode, response.body).toBe(200);
      expect((await overview(member.headers)).nickname).toBe(nickname);
    }
  });

  it('answers the refusal in the member’s language', async () => {
    const member = await signedIn();
    const response = await send(
      'PUT',
      '/wps/member/nickname',
      { ...member.headers, language: 'CN' },
      { nickname: HOSTILE['the right-to-left override'] },
    );
    expect(expectError(response, 400, 'TEXT_INVALID_CHARACTERS').message).toMatch(/零宽空格/);
  });
});

describe('PUT /wps/member/payeeName and POST /wps/member/bank-cards', () => {
  it.each(hostile)('refuses a payee name with %s and sets none', async (_, payeeName) => {
    const member = await signedIn();
    expectRefused(
      await send('PUT', '/wps/member/payeeName', member.headers, { payeeName }),
      'payeeName',
    );
    expect((await overview(member.headers)).payeeName).toBeNull();
  });

  it.each(hostile)(
    'refuses a card holder name with %s and binds no card',
    async (_, holderName) => {
      const member = await signedIn({ payeeName: 'Ali Abu' });
      const cards = () =>
        t.db.selectFrom('bank_cards').select('id').where('member_id', '=', member.id).execute();
      expectRefused(
        await send('POST', '/wps/member/bank-cards', member.headers, {
          bankCode: 'MBB',
          accountNumber: uniqueAccountNumber(),
          holderName,
        }),
        'holderName',
      );
      expect(await cards()).toHaveLength(0);
    },
  );

  it('takes a payee name in any script and binds a card under it', async () => {
    const member = await signedIn();
    const set = await send('PUT', '/wps/member/payeeName', member.headers, {
      payeeName: ORDINARY_LINE,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await overview(member.headers)).payeeName).toBe(ORDINARY_LINE);
    const card = expectValue(
      await send('POST', '/wps/member/bank-cards', member.headers, {
        bankCode: 'MBB',
        accountNumber: uniqueAccountNumber(),
        holderName: ORDINARY_LINE,
      }),
      bankCardSchema,
    );
    expect(card.holderName).toBe(ORDINARY_LINE);
  });
});

describe('PUT /wps/member/register', () => {
  const register = async (payeeName: string) => {
    const ip = uniqueIp();
    const captcha = await t.app.inject({ url: '/wps/captcha', remoteAddress: ip });
    const cookie = captcha.cookies.find((entry) => entry.name === 'portal_captcha')!;
    const username = `player${randomInt(10_000_000, 99_999_999)}`;
    const response = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      remoteAddress: ip,
      headers: { host: 'portal.example', cookie: `portal_captcha=${cookie.value}` },
      payload: await encryptedBody(t.app, {
        username,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        payeeName,
        mobileNum: `1${randomInt(10_000_000, 99_999_999)}`,
        countryDialingCode: '60',
        captcha: CAPTCHA,
        agreement: true,
      }),
    });
    return { response, username };
  };

  it.each(hostile)('refuses a payee name with %s and creates no account', async (_, payeeName) => {
    const { response, username } = await register(payeeName);
    expectRefused(response, 'payeeName');
    expect(await t.app.services.members.findByAccount(username)).toBeUndefined();
  });

  it('registers a member whose payee name is in any script', async () => {
    const { response, username } = await register(ORDINARY_LINE);
    expect(response.statusCode, response.body).toBe(200);
    const member = await t.app.services.members.findByAccount(username);
    expect(member?.payee_name).toBe(ORDINARY_LINE);
  });
});

describe('PUT /wps/agent/team/members (an agent names a new downline)', () => {
  const registerDownline = (headers: Headers, nickname: string) =>
    injectEncrypted(t.app, {
      method: 'PUT',
      url: '/wps/agent/team/members',
      headers,
      payload: {
        kind: 'member',
        username: `dl${randomInt(10_000_000, 99_999_999)}`,
        password: 'Secret2024',
        confirmPassword: 'Secret2024',
        nickname,
      },
    });

  it.each(hostile)('refuses a nickname with %s', async (_, nickname) => {
    const agent = await signedIn({ type: 1 });
    expectRefused(await registerDownline(agent.headers, nickname), 'nickname');
    const team = await t.db
      .selectFrom('members')
      .select('id')
      .where('upline_id', '=', agent.id)
      .execute();
    expect(team).toHaveLength(0);
  });

  it('takes an ordinary nickname in any script', async () => {
    const agent = await signedIn({ type: 1 });
    for (const nickname of ORDINARY) {
      const created = expectValue(
        await registerDownline(agent.headers, nickname),
        registerDownlineResultSchema,
      );
      const row = await t.db
        .selectFrom('members')
        .select('nickname')
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(row.nickname).toBe(nickname);
    }
  });
});

describe('POST /wps/member/deposit (bank transfer payer name)', () => {
  it('refuses a payer name with hostile characters and makes no order, and takes any script', async () => {
    const channel = await createChannel(t, { type: 'bank_transfer' });
    const member = await signedIn({ payeeName: 'Siti Aminah' });
    const orders = () =>
      t.db.selectFrom('deposit_orders').select('id').where('member_id', '=', member.id).execute();
    for (const payerName of Object.values(HOSTILE)) {
      expectRefused(
        await send('POST', '/wps/member/deposit', member.headers, {
          channelId: channel.id,
          amount: '100.00',
          reference: newReference(),
          payerName,
        }),
        'payerName',
      );
    }
    expect(await orders()).toHaveLength(0);
    expectValue(
      await send('POST', '/wps/member/deposit', member.headers, {
        channelId: channel.id,
        amount: '100.00',
        reference: newReference(),
        payerName: ORDINARY_LINE,
      }),
      createDepositValueSchema,
    );
    expect(await orders()).toHaveLength(1);
  });
});

describe('PUT /wps/feedback', () => {
  const feedbackOf = (memberId: number) =>
    t.db.selectFrom('feedback').select('content').where('member_id', '=', memberId).execute();

  it.each(hostile)('refuses content or a contact with %s and stores nothing', async (_, text) => {
    const member = await signedIn();
    const ordinary = 'The withdrawal page does not open on my phone';
    expectRefused(
      await putFeedback(t, { type: 'other', content: `${ordinary} ${text}` }, member),
      'content',
    );
    expectRefused(
      await putFeedback(t, { type: 'other', content: ordinary, contact: text }, member),
      'contact',
    );
    expect(await feedbackOf(member.id)).toHaveLength(0);
  });

  it('takes several lines of text in any script', async () => {
    const member = await signedIn();
    const content = `${ORDINARY_LINE}\nTrang rút tiền không mở được.\nหน้าถอนเงินเปิดไม่ได้`;
    expectValue(
      await putFeedback(t, { type: 'other', content, contact: 'Zalo 0901234567 🙂' }, member),
      feedbackValueSchema,
    );
    expect(await feedbackOf(member.id)).toEqual([{ content }]);
  });
});

describe('POST /wps/promotions/:id/apply', () => {
  it('refuses a remark or contact with hostile characters, then takes ordinary text in any script', async () => {
    const admin = await staffWithToken(t, 'admin');
    const promotion = await createPromotion(
      t,
      admin,
      promotionInput(applicationTerms(), { type: 'event' }),
    );
    const member = await signedIn();
    const url = `/wps/promotions/${promotion.id}/apply`;
    for (const text of Object.values(HOSTILE)) {
      expectRefused(
        await send('POST', url, member.headers, { remark: `Added you ${text}`, images: [] }),
        'remark',
      );
      expectRefused(
        await send('POST', url, member.headers, {
          remark: 'Added you on Zalo',
          images: [],
          contact: { app: 'zalo', id: `0901${text}` },
        }),
        'contact.id',
      );
    }
    const answer = expectValue(
      await send('POST', url, member.headers, {
        remark: `${ORDINARY_LINE}\nĐã thêm bạn trên Zalo`,
        images: [],
        contact: { app: 'zalo', id: 'Ánh 0901234567' },
      }),
      applyPromotionValueSchema,
    );
    expect(answer.state).toBe('applying');
  });
});
