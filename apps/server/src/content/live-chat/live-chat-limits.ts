import {
  LIVE_CHAT_IMAGES_PER_10_MINUTES,
  LIVE_CHAT_MESSAGES_PER_IP_MINUTE,
  LIVE_CHAT_MESSAGES_PER_MINUTE,
  LIVE_CHAT_OPENS_PER_IP_10_MINUTES,
} from '@portal/shared/schemas/live-chat';
import { AppError } from '../../lib/app-error.js';
import type { ShortLivedStore } from '../../platform/short-lived/short-lived-store.js';

const MINUTE = 60_000;
/** Typing signals passed on per sender each minute; more are dropped without an error. */
const TYPING_PER_MINUTE = 30;

/**
 * The chat's abuse limits, counted in the short-lived store (shared by every instance with
 * Redis): messages per sender and per IP address each minute, images per sender and new visitor
 * conversations per IP address in ten minutes. Over a limit is LIVE_CHAT_TOO_FAST with the
 * seconds to wait.
 */
export class LiveChatLimits {
  constructor(private readonly store: ShortLivedStore) {}

  /** Counts a message (`image` also counts against the image limit) before anything is stored. */
  async count(sender: string, ip: string, image: boolean): Promise<void> {
    await this.within(`chat:ip:${ip}`, LIVE_CHAT_MESSAGES_PER_IP_MINUTE, MINUTE);
    await this.within(`chat:sender:${sender}`, LIVE_CHAT_MESSAGES_PER_MINUTE, MINUTE);
    if (image)
      await this.within(`chat:image:${sender}`, LIVE_CHAT_IMAGES_PER_10_MINUTES, 10 * MINUTE);
  }

  /** Counts a visitor beginning a conversation. */
  async countOpen(ip: string): Promise<void> {
    await this.within(`chat:open:${ip}`, LIVE_CHAT_OPENS_PER_IP_10_MINUTES, 10 * MINUTE);
  }

  /** Whether a typing signal may pass (a flood of them is dropped quietly). */
  async allowTyping(sender: string): Promise<boolean> {
    return (await this.store.increment(`chat:typing:${sender}`, MINUTE)) <= TYPING_PER_MINUTE;
  }

  private async within(key: string, max: number, windowMs: number): Promise<void> {
    if ((await this.store.increment(key, windowMs)) <= max) return;
    const retryAfterSeconds = Math.max(1, Math.ceil((await this.store.ttl(key)) / 1000));
    throw new AppError('LIVE_CHAT_TOO_FAST', {}, undefined, { retryAfterSeconds });
  }
}
