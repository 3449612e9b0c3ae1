import { beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@portal/shared/constants/languages';
import { AppError } from '../../lib/app-error.js';
import { MemoryStore } from '../../platform/short-lived/short-lived-store.js';
import type { OutgoingMessage } from '../messaging/transports.js';
import { codeMessage } from './code-messages.js';
import {
  smsDestination,
  VerificationCodeService,
  type CodePurpose,
} from './verification-codes.service.js';

const PHONE = '+60123456789';

let now: number;
let store: MemoryStore;
let sent: OutgoingMessage[];
let failNext: boolean;

const service = (config: { SMS_CODE_MINUTES?: number; SMS_DAILY_QUOTA?: number } = {}) =>
  new VerificationCodeService(
    store,
    {
      async send(message) {
        if (failNext) {
          failNext = false;
          throw new AppError('SERVICE_UNAVAILABLE');
        }
        sent.push(message);
      },
    },
    { SMS_CODE_MINUTES: 1, SMS_DAILY_QUOTA: 10, ...config },
  );

let codes: VerificationCodeService;

beforeEach(() => {
  now = Date.UTC(2025, 10, 21, 12);
  store = new MemoryStore(() => now);
  sent = [];
  failNext = false;
  codes = service();
});

const advance = (ms: number) => {
  now += ms;
};

const lastCode = () => /\b(\d{6})\b/.exec(sent.at(-1)!.body)![1]!;

const issue = (purpose: CodePurpose = 'noLogin', destination = PHONE, language = 'EN' as const) =>
  codes.issue({ purpose, channel: 'sms', destination, language });

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const { code, value } = error as AppError;
  return { code, value };
};

describe('issue', () => {
  it('sends a six-digit code by SMS in the request language', async () => {
    await expect(issue('noLogin', PHONE, 'EN')).resolves.toEqual({ expiredMinutes: 1 });
    expect(sent).toHaveLength(1);
    const code = lastCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(sent[0]).toEqual({
      channel: 'sms',
      destination: PHONE,
      subject: '',
      body: `Your verification code is ${code}. It expires in 1 minute.`,
      purpose: 'noLogin',
    });
  });

  it('sends an email with a subject to the lower-cased address', async () => {
    await codes.issue({
      purpose: 'bindEmail',
      channel: 'email',
      destination: ' Player@Example.COM ',
      language: 'CN',
    });
    expect(sent[0]).toMatchObject({
      channel: 'email',
      destination: 'player@example.com',
      subject: '您的验证码',
      purpose: 'bindEmail',
    });
    expect(sent[0]!.body).toContain(lastCode());
  });

  it('has a sentence and a subject in every interface language', () => {
    const bodies = new Set<string>();
    for (const language of LANGUAGE_CODES) {
      const { subject, body } = codeMessage(language, '123456', 3);
      expect(subject.length, language).toBeGreaterThan(0);
      expect(body, language).toContain('123456');
      expect(body, language).toContain('3');
      bodies.add(body);
    }
    expect(bodies.size).toBe(LANGUAGE_CODES.length);
    expect(codeMessage('EN', '123456', 5).body).toBe(
      'Your verification code is 123456. It expires in 5 minutes.',
    );
  });

  it('keeps only a salted hash of the code', async () => {
    await issue();
    const stored = await store.get(`vcode:noLogin:${PHONE}`);
    expect(stored).not.toBeNull();
    expect(stored).not.toContain(lastCode());
  });

  it('makes the member wait expiredMinutes before a new code for the same purpose', async () => {
    await issue();
    expect(await refusal(issue())).toEqual({
      code: 'TOO_MANY_REQUESTS',
      value: { retryAfterSeconds: 60 },
    });
    advance(45_000);
    expect((await refusal(issue())).value).toEqual({ retryAfterSeconds: 15 });
    advance(15_000);
    await issue();
    expect(sent).toHaveLength(2);
  });

  it('waits SMS_CODE_MINUTES when configured longer', async () => {
    codes = service({ SMS_CODE_MINUTES: 5 });
    await expect(issue()).resolves.toEqual({ expiredMinutes: 5 });
    expect(sent[0]!.body).toContain('5 minutes');
    advance(60_000);
    expect((await refusal(issue())).value).toEqual({ retryAfterSeconds: 240 });
  });

  it('lets another purpose send to the same number without waiting', async () => {
    await issue('noLogin');
    await issue('bindMobile');
    expect(sent.map((message) => message.purpose)).toEqual(['noLogin', 'bindMobile']);
  });

  it('refuses the sixth code in 15 minutes and blocks the number for 5 minutes', async () => {
    for (let i = 0; i < 5; i += 1) {
      await issue();
      advance(61_000);
    }
    expect(await refusal(issue())).toEqual({
      code: 'SMS_TOO_MANY',
      value: { retryAfterSeconds: 300 },
    });
    // Blocked for every purpose, not only the one that hit the limit.
    expect((await refusal(issue('register'))).code).toBe('SMS_TOO_MANY');
    advance(4 * 60_000);
    expect(await refusal(issue('bindMobile'))).toEqual({
      code: 'SMS_TOO_MANY',
      value: { retryAfterSeconds: 60 },
    });
    advance(60_000);
    await issue();
    expect(sent).toHaveLength(6);
    // Other numbers were never affected.
    await issue('noLogin', '+60199999999');
  });

  it('counts the burst per number within 15 minutes only', async () => {
    for (let i = 0; i < 5; i += 1) {
      await issue();
      advance(3 * 60_000 + 1);
    }
    // The first of those five is more than 15 minutes old: the window started over.
    await issue();
    expect(sent).toHaveLength(6);
  });

  it('refuses codes beyond the daily quota until the day is over', async () => {
    codes = service({ SMS_DAILY_QUOTA: 3 });
    for (let i = 0; i < 3; i += 1) {
      await issue();
      advance(20 * 60_000);
    }
    expect(await refusal(issue())).toEqual({ code: 'SMS_QUOTA_EXCEEDED', value: null });
    expect((await refusal(issue())).code).toBe('SMS_QUOTA_EXCEEDED');
    advance(24 * 60 * 60_000);
    await issue();
    expect(sent).toHaveLength(4);
  });

  it('lets the member ask again at once when sending failed', async () => {
    failNext = true;
    expect((await refusal(issue())).code).toBe('SERVICE_UNAVAILABLE');
    expect(await store.get(`vcode:noLogin:${PHONE}`)).toBeNull();
    await issue();
    expect(sent).toHaveLength(1);
  });
});

describe('verify', () => {
  it('accepts the right code once', async () => {
    await issue();
    const code = lastCode();
    await expect(codes.verify({ purpose: 'noLogin', destination: PHONE, code })).resolves.toBe(
      undefined,
    );
    expect(
      (await refusal(codes.verify({ purpose: 'noLogin', destination: PHONE, code }))).code,
    ).toBe('SMS_CODE_EXPIRED');
  });

  it('accepts the code with surrounding spaces and the address in any case', async () => {
    await codes.issue({
      purpose: 'bindEmail',
      channel: 'email',
      destination: 'someone@example.com',
      language: 'EN',
    });
    await codes.verify({
      purpose: 'bindEmail',
      destination: 'SomeOne@Example.com',
      code: ` ${lastCode()} `,
    });
  });

  it('lets only one of two simultaneous requests with the right code through', async () => {
    await issue();
    const code = lastCode();
    const results = await Promise.allSettled([
      codes.verify({ purpose: 'noLogin', destination: PHONE, code }),
      codes.verify({ purpose: 'noLogin', destination: PHONE, code }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('refuses a wrong code and drops the code after five wrong tries', async () => {
    await issue();
    const code = lastCode();
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await refusal(codes.verify({ purpose: 'noLogin', destination: PHONE, code: wrong }))).code,
      ).toBe('SMS_CODE_INVALID');
    }
    expect(
      (await refusal(codes.verify({ purpose: 'noLogin', destination: PHONE, code }))).code,
    ).toBe('SMS_CODE_EXPIRED');
  });

  it('still accepts the right code after four wrong tries', async () => {
    await issue();
    const code = lastCode();
    for (let i = 0; i < 4; i += 1) {
      await refusal(codes.verify({ purpose: 'noLogin', destination: PHONE, code: 'abc' }));
    }
    await codes.verify({ purpose: 'noLogin', destination: PHONE, code });
  });

  it('refuses a code once expiredMinutes have passed', async () => {
    await issue();
    const code = lastCode();
    advance(60_000);
    expect(
      (await refusal(codes.verify({ purpose: 'noLogin', destination: PHONE, code }))).code,
    ).toBe('SMS_CODE_EXPIRED');
  });

  it('refuses when no code was sent, or it was sent for another purpose or number', async () => {
    expect(
      (await refusal(codes.verify({ purpose: 'noLogin', destination: PHONE, code: '123456' })))
        .code,
    ).toBe('SMS_CODE_EXPIRED');
    await issue('register');
    const code = lastCode();
    expect(
      (await refusal(codes.verify({ purpose: 'noLogin', destination: PHONE, code }))).code,
    ).toBe('SMS_CODE_EXPIRED');
    expect(
      (await refusal(codes.verify({ purpose: 'register', destination: '+60111111111', code })))
        .code,
    ).toBe('SMS_CODE_EXPIRED');
  });

  it('replaces the previous code when a new one is sent', async () => {
    await issue();
    const first = lastCode();
    advance(60_000);
    await issue();
    const second = lastCode();
    if (first !== second) {
      expect(
        (await refusal(codes.verify({ purpose: 'noLogin', destination: PHONE, code: first }))).code,
      ).toBe('SMS_CODE_INVALID');
    }
    await codes.verify({ purpose: 'noLogin', destination: PHONE, code: second });
  });
});

describe('destinations', () => {
  it('writes SMS destinations as +<dialing code><number>', () => {
    expect(smsDestination('60', '123456789')).toBe('+60123456789');
    expect(codes.smsDestination('886', '912345678')).toBe('+886912345678');
  });
});
