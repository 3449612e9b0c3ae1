import type { Redis } from 'ioredis';

export type MessageHandler = (message: string) => void;

/**
 * Messages between the server instances that share one deployment (cache invalidations, session
 * revocations). Delivery is best effort: every user of it also bounds how stale its state can be,
 * so a message lost while Redis is down costs freshness, never correctness. A publisher receives
 * its own messages too; handlers must be idempotent.
 */
export interface PubSub {
  publish(channel: string, message: string): void;
  subscribe(channel: string, handler: MessageHandler): void;
  close(): Promise<void>;
}

/** One process: messages reach this process's handlers only. */
export class LocalPubSub implements PubSub {
  private readonly handlers = new Map<string, MessageHandler[]>();

  publish(channel: string, message: string): void {
    for (const handler of this.handlers.get(channel) ?? []) handler(message);
  }

  subscribe(channel: string, handler: MessageHandler): void {
    this.handlers.set(channel, [...(this.handlers.get(channel) ?? []), handler]);
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}

/**
 * Redis pub/sub: published on the shared connection, received on a second connection of its own
 * (a subscribed Redis connection can do nothing else), opened on the first subscription. Channel
 * names carry the deployment's prefix in Redis (pub/sub ignores the database number), so two
 * deployments on one Redis never hear each other.
 */
export class RedisPubSub implements PubSub {
  private readonly local = new LocalPubSub();
  private subscriber: Redis | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly onError: (error: unknown) => void,
  ) {}

  publish(channel: string, message: string): void {
    // This process applies its own change at once; Redis carries it to the others.
    this.local.publish(channel, message);
    this.redis.publish(this.prefix + channel, message).catch(this.onError);
  }

  subscribe(channel: string, handler: MessageHandler): void {
    this.local.subscribe(channel, handler);
    if (!this.subscriber) {
      this.subscriber = this.redis.duplicate({ enableOfflineQueue: true });
      this.subscriber.on('error', this.onError);
      // Our own messages come back too and are applied again, harmlessly.
      // Only this deployment's channels are subscribed: each starts with the prefix.
      this.subscriber.on('message', (from: string, message: string) =>
        this.local.publish(from.slice(this.prefix.length), message),
      );
    }
    this.subscriber.subscribe(this.prefix + channel).catch(this.onError);
  }

  async close(): Promise<void> {
    await this.local.close();
    await this.subscriber?.quit().catch(() => undefined);
  }
}
