import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { newSecretToken, secretsEqual } from '../../lib/secret-tokens.js';
import type { ShortLivedStore } from '../short-lived/short-lived-store.js';
import { randomCaptchaAnswer, renderCaptchaPng } from './captcha-image.js';

/** The cookie that binds a captcha answer to the browser that was shown the image. */
export const CAPTCHA_COOKIE = 'portal_captcha';
const ANSWER_MS = 5 * 60_000;
/** Spec section 5: the captcha refreshes at most once per second. */
const REFRESH_MS = 1000;
const requesterIdPattern = /^[A-Za-z0-9_-]{20,64}$/;

/**
 * Image captchas for login and registration. The answer never leaves the server: it is kept in
 * the short-lived store (shared by every instance when Redis is configured) under a random id
 * that only the requester's HttpOnly cookie carries, and each answer can be tried once.
 */
export class CaptchaService {
  constructor(
    private readonly store: ShortLivedStore,
    private readonly config: Pick<Config, 'CAPTCHA_FIXED_ANSWER'>,
  ) {}

  /** A new image for this requester as a PNG data URL; the previous answer is replaced. */
  async issue(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const known = this.requesterId(request);
    const id = known ?? newSecretToken(18);
    // Refreshing an unused image waits a second; once its answer was tried (and used up), the
    // next image is issued at once so the member is never left with a spent captcha.
    const unused = known !== null && (await this.store.get(`captcha:answer:${id}`)) !== null;
    if (unused && !(await this.store.setIfAbsent(`captcha:refresh:${id}`, '1', REFRESH_MS))) {
      throw new AppError('TOO_MANY_REQUESTS');
    }
    if (!unused) await this.store.set(`captcha:refresh:${id}`, '1', REFRESH_MS);
    const answer = this.config.CAPTCHA_FIXED_ANSWER ?? randomCaptchaAnswer();
    await this.store.set(`captcha:answer:${id}`, answer, ANSWER_MS);
    reply.setCookie(CAPTCHA_COOKIE, id, {
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      path: '/wps',
      maxAge: ANSWER_MS / 1000,
    });
    return `data:image/png;base64,${renderCaptchaPng(answer).toString('base64')}`;
  }

  /**
   * Checks the requester's answer and uses the captcha up (one try). Throws CAPTCHA_REQUIRED
   * when no answer was given and CAPTCHA_INVALID when it is wrong or the image has expired;
   * both tell the site to show a captcha.
   */
  async verify(request: FastifyRequest, answer: string | undefined | null): Promise<void> {
    const given = answer?.trim() ?? '';
    if (given.length === 0)
      throw new AppError('CAPTCHA_REQUIRED', {}, undefined, { captcha: true });
    const id = this.requesterId(request);
    const key = `captcha:answer:${id}`;
    const expected = id ? await this.store.take(key) : null;
    if (expected === null || !secretsEqual(expected, given)) {
      throw new AppError('CAPTCHA_INVALID', {}, undefined, { captcha: true });
    }
  }

  private requesterId(request: FastifyRequest): string | null {
    const id = request.cookies[CAPTCHA_COOKIE];
    return id && requesterIdPattern.test(id) ? id : null;
  }
}
