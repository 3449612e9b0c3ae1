import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_PER_IP,
  FEEDBACK_WINDOW_MINUTES,
  feedbackValueSchema,
} from '@portal/shared/schemas/feedback';
import { authHeader, createMember, login, uniqueIp } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import {
  captchaCookie,
  dataUrl,
  FEEDBACK_CAPTCHA,
  JPEG_BYTES,
  PNG_BYTES,
  putFeedback,
  uniqueFeedback,
} from '../../../test/feedback.js';
import { createTestApp, useTestApp, type TestApp } from '../../../test/helper.js';

const t = useTestApp({ env: { CAPTCHA_FIXED_ANSWER: FEEDBACK_CAPTCHA } });

const visitorPayload = (fields: Record<string, unknown> = {}) => ({
  type: 'suggestion',
  content: uniqueFeedback(),
  captcha: FEEDBACK_CAPTCHA,
  ...fields,
});

async function memberHeaders() {
  const member = await createMember(t);
  const { token } = await login(t, member.account, member.password);
  return { member, headers: authHeader(token) };
}

const storedWith = (content: string) =>
  t.db.selectFrom('feedback').selectAll().where('content', '=', content).execute();

describe('PUT /wps/feedback', () => {
  it("takes a visitor's feedback with its contact and images, checked by a captcha", async () => {
    // Stored as the client's address, normalised (an IPv4 one reads as written).
    const ip = '198.51.100.23';
    const payload = visitorPayload({
      type: 'deposit',
      content: `   ${uniqueFeedback('My deposit has not arrived yet')}   `,
      contact: '  +60 12-345 6789 ',
      images: [dataUrl('image/png', PNG_BYTES), dataUrl('image/jpeg', JPEG_BYTES)],
    });
    const value = expectValue(
      await putFeedback(t, payload, { ip, headers: { language: 'VI' } }),
      feedbackValueSchema,
    );
    const row = await t.db
      .selectFrom('feedback')
      .selectAll()
      .where('id', '=', value.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      member_id: null,
      type: 'deposit',
      content: payload.content.trim(),
      contact: '+60 12-345 6789',
      ip,
      language: 'VI',
      status: 'open',
      reply: null,
      replied_by: null,
    });
    const images = await t.db
      .selectFrom('feedback_images')
      .selectAll()
      .where('feedback_id', '=', value.id)
      .orderBy('position')
      .execute();
    expect(
      images.map(({ position, mime_type, size_bytes, data }) => [
        position,
        mime_type,
        size_bytes,
        data,
      ]),
    ).toEqual([
      [1, 'image/png', PNG_BYTES.length, PNG_BYTES.toString('base64')],
      [2, 'image/jpeg', JPEG_BYTES.length, JPEG_BYTES.toString('base64')],
    ]);
  });

  it("ties a member's feedback to their account, without a captcha", async () => {
    const { member, headers } = await memberHeaders();
    const content = uniqueFeedback('Please add more fishing games');
    const value = expectValue(
      await putFeedback(t, { type: 'game', content, contact: '   ' }, { headers }),
      feedbackValueSchema,
    );
    expect(await storedWith(content)).toEqual([
      expect.objectContaining({
        id: value.id,
        member_id: member.id,
        contact: null,
        language: 'MY',
      }),
    ]);
  });

  it('treats an expired session as a visitor, who needs the captcha', async () => {
    const response = await putFeedback(
      t,
      { type: 'other', content: uniqueFeedback() },
      { headers: authHeader('expired-token') },
    );
    expectError(response, 400, 'CAPTCHA_REQUIRED');
  });

  it(`takes ${FEEDBACK_CONTENT_MIN} to ${FEEDBACK_CONTENT_MAX} characters after trimming`, async () => {
    const { headers } = await memberHeaders();
    const shortest = `  ${'a'.repeat(FEEDBACK_CONTENT_MIN - 5)}${Math.random().toString(36).slice(2, 7)}  `;
    const longest = uniqueFeedback().padEnd(FEEDBACK_CONTENT_MAX, '.');
    for (const content of [shortest, longest]) {
      expectValue(
        await putFeedback(t, { type: 'other', content }, { headers }),
        feedbackValueSchema,
      );
      expect(await storedWith(content.trim())).toHaveLength(1);
    }
  });

  it('refuses content out of bounds and other bad fields', async () => {
    const { headers } = await memberHeaders();
    const image = dataUrl('image/png', PNG_BYTES);
    const tooShort = expectError(
      await putFeedback(
        t,
        { type: 'other', content: `  ${'a'.repeat(FEEDBACK_CONTENT_MIN - 1)}  ` },
        { headers },
      ),
      400,
      'VALIDATION_FAILED',
    );
    expect(tooShort.details?.map((detail) => detail.path)).toEqual(['content']);
    for (const payload of [
      { type: 'other', content: 'a'.repeat(FEEDBACK_CONTENT_MAX + 1) },
      { type: 'other', content: ' '.repeat(20) },
      { type: 'other' },
      { content: uniqueFeedback() },
      { type: 'praise', content: uniqueFeedback() },
      { type: 'other', content: uniqueFeedback(), contact: 'x'.repeat(101) },
      { type: 'other', content: uniqueFeedback(), images: [image, image, image, image] },
      { type: 'other', content: uniqueFeedback(), images: image },
      { type: 'other', content: uniqueFeedback(), rating: 5 },
    ]) {
      expectError(await putFeedback(t, payload, { headers }), 400, 'VALIDATION_FAILED');
    }
  });

  it('refuses a visitor without the right captcha, in the request language', async () => {
    const content = uniqueFeedback();
    expectError(
      await putFeedback(t, { type: 'other', content }, { cookie: null }),
      400,
      'CAPTCHA_REQUIRED',
    );
    expectError(
      await putFeedback(t, visitorPayload({ content }), { cookie: null }),
      400,
      'CAPTCHA_INVALID',
    );
    const ip = uniqueIp();
    const cookie = await captchaCookie(t, ip);
    const wrong = expectError(
      await putFeedback(t, visitorPayload({ content, captcha: '1357' }), {
        ip,
        cookie,
        headers: { language: 'CN' },
      }),
      400,
      'CAPTCHA_INVALID',
    );
    expect(wrong.message).toBe('验证码错误或已过期，请使用新的验证码。');
    // One try per image: the right answer after a wrong one needs a new image.
    expectError(
      await putFeedback(t, visitorPayload({ content }), { ip, cookie }),
      400,
      'CAPTCHA_INVALID',
    );
    expect(await storedWith(content)).toEqual([]);
  });

  it('refuses images that are not PNG or JPEG of at most 5 MB, by their bytes', async () => {
    const { headers } = await memberHeaders();
    const content = uniqueFeedback();
    const png = dataUrl('image/png', PNG_BYTES);
    const webp = Buffer.concat([Buffer.from('RIFF\x10\0\0\0WEBPVP8 ', 'latin1'), Buffer.alloc(8)]);
    const oversized = Buffer.concat([PNG_BYTES, Buffer.alloc(FEEDBACK_IMAGE_MAX_BYTES)]);
    const cases: [string, string][] = [
      [dataUrl('image/png', Buffer.from('<script>alert(1)</script>')), 'not_an_image'],
      [dataUrl('image/webp', webp), 'unsupported_type'],
      [dataUrl('image/jpeg', PNG_BYTES), 'type_mismatch'],
      [dataUrl('image/png', oversized), 'too_large'],
      ['https://example.com/picture.png', 'not_a_data_url'],
    ];
    for (const [image, reason] of cases) {
      const refused = expectError(
        await putFeedback(
          t,
          { type: 'other', content, images: [png, image] },
          { headers: { ...headers, language: 'TH' } },
        ),
        400,
        'FEEDBACK_IMAGE_INVALID',
      );
      expect(refused.details).toEqual([{ path: 'images.1', reason }]);
      expect(refused.message).toBe(
        'แนบรูปภาพได้สูงสุด 3 รูป แต่ละรูปต้องเป็นไฟล์ PNG หรือ JPEG ขนาดไม่เกิน 5 MB',
      );
    }
    expect(await storedWith(content)).toEqual([]);
  });

  it('takes three images of 5 MB each', async () => {
    const { headers } = await memberHeaders();
    const largest = Buffer.concat([
      PNG_BYTES,
      Buffer.alloc(FEEDBACK_IMAGE_MAX_BYTES - PNG_BYTES.length),
    ]);
    const image = dataUrl('image/png', largest);
    const value = expectValue(
      await putFeedback(
        t,
        { type: 'other', content: uniqueFeedback(), images: [image, image, image] },
        { headers },
      ),
      feedbackValueSchema,
    );
    const sizes = await t.db
      .selectFrom('feedback_images')
      .select('size_bytes')
      .where('feedback_id', '=', value.id)
      .execute();
    expect(sizes.map((row) => row.size_bytes)).toEqual([
      FEEDBACK_IMAGE_MAX_BYTES,
      FEEDBACK_IMAGE_MAX_BYTES,
      FEEDBACK_IMAGE_MAX_BYTES,
    ]);
  });

  it(`takes ${FEEDBACK_PER_IP} feedback per IP in ${FEEDBACK_WINDOW_MINUTES} minutes, then answers 429`, async () => {
    const { headers } = await memberHeaders();
    const ip = uniqueIp();
    for (let i = 0; i < FEEDBACK_PER_IP; i += 1) {
      expectValue(
        await putFeedback(t, { type: 'other', content: uniqueFeedback() }, { ip, headers }),
        feedbackValueSchema,
      );
    }
    const limited = await putFeedback(
      t,
      { type: 'other', content: uniqueFeedback() },
      { ip, headers },
    );
    const body = expectError(limited, 429, 'TOO_MANY_REQUESTS');
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(FEEDBACK_WINDOW_MINUTES * 60);
    expect(body.value).toEqual({ retryAfterSeconds: wait });
    // A visitor from the same address is refused before their captcha is used up.
    const cookie = await captchaCookie(t, ip);
    expectError(await putFeedback(t, visitorPayload(), { ip, cookie }), 429, 'TOO_MANY_REQUESTS');
    // Another address is not affected.
    expectValue(await putFeedback(t, visitorPayload()), feedbackValueSchema);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('feedback limit shared through Redis', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? '', { lazyConnect: true });
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    redis.disconnect();
  });

  it('counts one address across two server instances', async () => {
    await redis.connect();
    const env = { CAPTCHA_FIXED_ANSWER: FEEDBACK_CAPTCHA };
    const first = await createTestApp({ env, redis });
    const second = await createTestApp({ env, redis });
    apps.push(first, second);
    const ip = uniqueIp();
    for (let i = 0; i < FEEDBACK_PER_IP; i += 1) {
      const app = i % 2 === 0 ? first : second;
      expectValue(await putFeedback(app, visitorPayload(), { ip }), feedbackValueSchema);
    }
    expectError(await putFeedback(first, visitorPayload(), { ip }), 429, 'TOO_MANY_REQUESTS');
    expectError(await putFeedback(second, visitorPayload(), { ip }), 429, 'TOO_MANY_REQUESTS');
  });
});
