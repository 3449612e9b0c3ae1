import { nationalNumber } from '@portal/shared/validation/mobile';
import { randomInt, randomUUID } from 'node:crypto';
import { SMS_TOO_MANY_WAIT_MINUTES } from '@portal/shared/constants/limits';
import type { Language } from '@portal/shared/constants/languages';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken, secretsEqual } from '../../lib/secret-tokens.js';
import type { ShortLivedStore } from '../../platform/short-lived/short-lived-store.js';
import { normalizeDestination } from '../messaging/destination.js';
import type { OutgoingMessage } from '../messaging/transports.js';
import { codeMessage } from './code-messages.js';

/** What a code proves: SMS login and reset by phone share noLogin. */
export type CodePurpose = 'noLogin' | 'register' | 'bindMobile' | 'bindEmail' | 'challenge';

export interface CodeSender {
  send(message: OutgoingMessage): Promise<unknown>;
}

/** Codes one destination may receive in BURST_WINDOW_MS before it is refused for BLOCK_MS. */
export const BURST_LIMIT = 5;
const BURST_WINDOW_MS = 15 * 60_000;
/** "Too many requests, retry after 5 minutes" (spec section 8 and 9). */
const BLOCK_MS = SMS_TOO_MANY_WAIT_MINUTES * 60_000;
const QUOTA_WINDOW_MS = 24 * 60 * 60_000;
/** Wrong answers after which the code is dropped and a new one must be requested. */
export const MAX_WRONG_TRIES = 5;

/**
 * The SMS destination of a member's number: '+<dialing code><national number>'; a trunk 0 typed
 * in front of a local number (012... in Malaysia) is dropped, as members are stored without it.
 */
export const smsDestination = (dialingCode: string, mobileNum: string) =>
  `+${dialingCode.trim().replace(/^\+/, '')}${nationalNumber(mobileNum)}`;

interface StoredCode {
  /** Random per issue: salts the hash and names the single-use marker. */
  id: string;
  hash: string;
}

const retryAfterSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Six-digit codes sent by SMS or email (docs/decisions/012). Codes, waits and counters live in
 * the short-lived store (Redis when configured), so every instance sees the same ones; the code
 * itself is kept only as a salted hash.
 */
export class VerificationCodeService {
  private readonly codeMs: number;

  constructor(
    private readonly store: ShortLivedStore,
    private readonly sender: CodeSender,
    private readonly config: Pick<Config, 'SMS_CODE_MINUTES' | 'SMS_DAILY_QUOTA'>,
  ) {
    this.codeMs = config.SMS_CODE_MINUTES * 60_000;
  }

  /** The SMS destination of a member's number: '+<dialing code><number>'. */
  smsDestination(dialingCode: string, mobileNum: string): string {
    return smsDestination(dialingCode, mobileNum);
  }

  /**
   * Sends a new code. Refused while the previous one for the same purpose and destination is
   * still counting down (TOO_MANY_REQUESTS with retryAfterSeconds), after BURST_LIMIT codes in
   * 15 minutes (SMS_TOO_MANY, blocked for 5 minutes) and beyond the daily quota.
   */
  async issue(request: {
    purpose: CodePurpose;
    channel: 'sms' | 'email';
    destination: string;
    language: Language;
  }): Promise<{ expiredMinutes: number }> {
    const destination = normalizeDestination(request.destination);
    const keys = this.keys(request.purpose, destination);

    const blockedMs = await this.store.ttl(keys.block);
    if (blockedMs > 0) {
      throw new AppError('SMS_TOO_MANY', {}, undefined, {
        retryAfterSeconds: retryAfterSeconds(blockedMs),
      });
    }
    if (!(await this.store.setIfAbsent(keys.wait, '1', this.codeMs))) {
      throw new AppError('TOO_MANY_REQUESTS', {}, undefined, {
        retryAfterSeconds: retryAfterSeconds(await this.store.ttl(keys.wait)),
      });
    }
    if ((await this.store.increment(keys.burst, BURST_WINDOW_MS)) > BURST_LIMIT) {
      await this.store.set(keys.block, '1', BLOCK_MS);
      // The count starts again once the block ends, as the message promises.
      await this.store.delete(keys.burst);
      await this.store.delete(keys.wait);
      throw new AppError('SMS_TOO_MANY', {}, undefined, {
        retryAfterSeconds: retryAfterSeconds(BLOCK_MS),
      });
    }
    if ((await this.store.increment(keys.quota, QUOTA_WINDOW_MS)) > this.config.SMS_DAILY_QUOTA) {
      // No code was sent: later requests keep hearing the real reason, not the countdown.
      await this.store.delete(keys.wait);
      throw new AppError('SMS_QUOTA_EXCEEDED');
    }

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = randomUUID();
    const stored: StoredCode = { id, hash: hashToken(`${id}:${code}`) };
    await this.store.set(keys.code, JSON.stringify(stored), this.codeMs);
    await this.store.delete(keys.tries);

    const text = codeMessage(request.language, code, this.config.SMS_CODE_MINUTES);
    try {
      await this.sender.send({
        channel: request.channel,
        destination,
        subject: request.channel === 'email' ? text.subject : '',
        body: text.body,
        purpose: request.purpose,
      });
    } catch (error) {
      // Nothing reached the member: let them ask again at once.
      await this.store.delete(keys.code);
      await this.store.delete(keys.wait);
      throw error;
    }
    return { expiredMinutes: this.config.SMS_CODE_MINUTES };
  }

  /**
   * Checks a code and consumes it. SMS_CODE_EXPIRED when there is none (never sent, expired,
   * used, or dropped after MAX_WRONG_TRIES wrong answers); SMS_CODE_INVALID when it is wrong.
   */
  async verify(request: {
    purpose: CodePurpose;
    destination: string;
    code: string;
  }): Promise<void> {
    const keys = this.keys(request.purpose, normalizeDestination(request.destination));
    const text = await this.store.get(keys.code);
    if (!text) throw new AppError('SMS_CODE_EXPIRED');
    const stored = JSON.parse(text) as StoredCode;
    if (!secretsEqual(hashToken(`${stored.id}:${request.code.trim()}`), stored.hash)) {
      if ((await this.store.increment(keys.tries, this.codeMs)) >= MAX_WRONG_TRIES) {
        await this.store.delete(keys.code);
        await this.store.delete(keys.tries);
      }
      throw new AppError('SMS_CODE_INVALID');
    }
    // Two requests carrying the right code at once: only the first one gets through.
    if (!(await this.store.setIfAbsent(`vcode-used:${stored.id}`, '1', this.codeMs))) {
      throw new AppError('SMS_CODE_EXPIRED');
    }
    await this.store.delete(keys.code);
    await this.store.delete(keys.tries);
  }

  private keys(purpose: CodePurpose, destination: string) {
    return {
      code: `vcode:${purpose}:${destination}`,
      tries: `vcode-tries:${purpose}:${destination}`,
      wait: `vcode-wait:${purpose}:${destination}`,
      burst: `vcode-burst:${destination}`,
      block: `vcode-block:${destination}`,
      quota: `vcode-quota:${destination}`,
    };
  }
}
