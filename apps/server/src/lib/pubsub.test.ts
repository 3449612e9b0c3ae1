import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisPubSub } from './pubsub.js';

describe.runIf(process.env.TEST_REDIS_URL)('pub/sub through Redis', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? '');
  const opened: RedisPubSub[] = [];
  const open = (prefix: string) => {
    const pubsub = new RedisPubSub(redis, prefix, (error) => {
      throw error;
    });
    opened.push(pubsub);
    return pubsub;
  };
  afterAll(async () => {
    await Promise.all(opened.map((pubsub) => pubsub.close()));
    redis.disconnect();
  });

  it('carries a message to the other instances of its deployment only', async () => {
    const suffix = `${process.pid}-${Date.now()}:`;
    const sender = open(`one-${suffix}`);
    const sameDeployment = open(`one-${suffix}`);
    const otherDeployment = open(`two-${suffix}`);
    const heardSame: string[] = [];
    const heardOther: string[] = [];
    sameDeployment.subscribe('sessions:revoked', (message) => heardSame.push(message));
    otherDeployment.subscribe('sessions:revoked', (message) => heardOther.push(message));
    // Both subscriptions are live once each hears a message on its own channel.
    await expect
      .poll(async () => {
        await redis.publish(`one-${suffix}sessions:revoked`, 'ready');
        await redis.publish(`two-${suffix}sessions:revoked`, 'ready');
        return heardSame.includes('ready') && heardOther.includes('ready');
      })
      .toBe(true);

    sender.publish('sessions:revoked', 's:41');
    // Redis hands messages to a subscriber in the order it received them: once the other
    // deployment hears a later message of its own, it would have heard the first by then.
    await redis.publish(`two-${suffix}sessions:revoked`, 'after');
    await expect.poll(() => heardSame.includes('s:41')).toBe(true);
    await expect.poll(() => heardOther.includes('after')).toBe(true);
    expect(heardOther).not.toContain('s:41');
  });
});
