import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { CAPTCHA_COOKIE } from '../src/platform/captcha/captcha.service.js';
import { uniqueIp } from './accounts.js';
import type { TestApp } from './helper.js';

/** The captcha answer of the test apps made with `env: { CAPTCHA_FIXED_ANSWER }`. */
export const FEEDBACK_CAPTCHA = '2468';

/** Bytes that start like a PNG and a JPEG (the server judges images by their first bytes). */
export const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
export const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

export const dataUrl = (type: string, bytes: Buffer) =>
  `data:${type};base64,${bytes.toString('base64')}`;

/** Feedback text nobody else sends, so a test finds its own among everyone's. */
export const uniqueFeedback = (text = 'The withdrawal page is slow to load') =>
  `${text} (${Math.random().toString(36).slice(2, 10)})`;

/** The cookie that binds a fresh captcha answer to this requester, as GET /wps/captcha sets it. */
export async function captchaCookie(t: TestApp, ip: string): Promise<string> {
  const response = await t.app.inject({ url: '/wps/captcha', remoteAddress: ip });
  const cookie = response.cookies.find((entry) => entry.name === CAPTCHA_COOKIE);
  expect(cookie, response.body).toBeDefined();
  return `${CAPTCHA_COOKIE}=${cookie!.value}`;
}

export interface FeedbackCall {
  /** The caller's address; a new one by default, so per-IP counters never collide. */
  ip?: string;
  headers?: Record<string, string>;
  /** A visitor's captcha cookie: fetched for them unless given (null: none at all). */
  cookie?: string | null;
}

/** PUT /wps/feedback as a visitor (with a captcha cookie) or, with an authorization header, as a member. */
export async function putFeedback(
  t: TestApp,
  payload: Record<string, unknown>,
  call: FeedbackCall = {},
): Promise<LightMyRequestResponse> {
  const ip = call.ip ?? uniqueIp();
  const member = call.headers?.authorization !== undefined;
  const cookie = call.cookie === undefined && !member ? await captchaCookie(t, ip) : call.cookie;
  return t.app.inject({
    method: 'PUT',
    url: '/wps/feedback',
    remoteAddress: ip,
    headers: { ...call.headers, ...(cookie ? { cookie } : {}) },
    payload,
  });
}
