import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@portal/shared/constants/languages';
import {
  FEEDBACK_PER_IP,
  FEEDBACK_WINDOW_MINUTES,
  type FeedbackPayload,
  type FeedbackValue,
} from '@portal/shared/schemas/feedback';
import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { clientIp } from '../../lib/client-ip.js';
import type { ShortLivedStore } from '../../platform/short-lived/short-lived-store.js';
import type { AuthenticatedMember } from '../../plugins/app/authenticate.js';
import { parseFeedbackImage } from './feedback-image.js';
import type { FeedbackRepository } from './feedback.repository.js';

/** The captcha a visitor answered (bound to their captcha cookie). */
export interface FeedbackCaptcha {
  /** Throws CAPTCHA_REQUIRED or CAPTCHA_INVALID; the answer is used up either way. */
  verify(request: FastifyRequest, answer: string | undefined): Promise<unknown>;
}

export interface FeedbackDeps {
  db: DB;
  repository: FeedbackRepository;
  captcha: FeedbackCaptcha;
  /** Per-IP counters, shared by every instance when Redis is configured. */
  store: ShortLivedStore;
}

export interface FeedbackContext {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in member, or null for a visitor. */
  member: AuthenticatedMember | null;
  language: Language;
}

const WINDOW_MS = FEEDBACK_WINDOW_MINUTES * 60_000;

/**
 * The public feedback form (spec section 7, PUT /wps/feedback). Every attempt counts against the
 * sender's IP address (FEEDBACK_PER_IP per FEEDBACK_WINDOW_MINUTES), so the call cannot be used
 * to try captchas or to fill the operator's queue. A visitor answers a captcha before anything
 * is read; a signed-in member's feedback carries their account instead.
 */
export class FeedbackService {
  constructor(private readonly deps: FeedbackDeps) {}

  async submit(payload: FeedbackPayload, context: FeedbackContext): Promise<FeedbackValue> {
    const { db, repository, captcha } = this.deps;
    const ip = clientIp(context.request);
    await this.countAttempt(ip, context.reply);
    if (!context.member) await captcha.verify(context.request, payload.captcha);
    const images = (payload.images ?? []).map((dataUrl, index) =>
      parseFeedbackImage(dataUrl, `images.${index}`),
    );
    const contact = payload.contact?.trim() || null;
    const id = await inTransaction(db, (trx) =>
      repository.insert(
        {
          member_id: context.member?.id ?? null,
          type: payload.type,
          content: payload.content,
          contact,
          ip,
          language: context.language,
          created_at: nowIso(),
        },
        images,
        trx,
      ),
    );
    return { id };
  }

  private async countAttempt(ip: string, reply: FastifyReply): Promise<void> {
    const { store } = this.deps;
    const key = `feedback:${ip}`;
    if ((await store.increment(key, WINDOW_MS)) <= FEEDBACK_PER_IP) return;
    const retryAfterSeconds = Math.max(1, Math.ceil((await store.ttl(key)) / 1000));
    reply.header('retry-after', String(retryAfterSeconds));
    throw new AppError('TOO_MANY_REQUESTS', {}, undefined, { retryAfterSeconds });
  }
}
