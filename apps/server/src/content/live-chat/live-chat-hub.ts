import { randomUUID } from 'node:crypto';
import type { LiveChatEvent } from '@portal/shared/schemas/live-chat';
import type { PubSub } from '../../lib/pubsub.js';

const CHANNEL = 'live-chat';
/** How many recent event ids are remembered to drop an event that arrives twice. */
const SEEN_MAX = 2000;

export type ChatListener = (event: LiveChatEvent) => void;

/**
 * Real-time delivery of chat events to the sockets of this instance. Every event goes through
 * the platform's pub/sub (Redis when configured, so it reaches every instance; in-process
 * otherwise) and is handed to the sockets watching its conversation and to the staff sockets.
 * A publisher hears its own events twice with Redis (at once, then back from Redis): each event
 * carries an id and a repeat is dropped.
 */
export class LiveChatHub {
  private readonly conversations = new Map<number, Set<ChatListener>>();
  private readonly staff = new Set<ChatListener>();
  private readonly seen = new Set<string>();

  constructor(private readonly pubsub: PubSub) {
    pubsub.subscribe(CHANNEL, (message) => this.receive(message));
  }

  publish(event: LiveChatEvent): void {
    this.pubsub.publish(CHANNEL, JSON.stringify({ id: randomUUID(), event }));
  }

  /** Events of one conversation, until the returned function is called. */
  watchConversation(conversationId: number, listener: ChatListener): () => void {
    const set = this.conversations.get(conversationId) ?? new Set<ChatListener>();
    set.add(listener);
    this.conversations.set(conversationId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.conversations.delete(conversationId);
    };
  }

  /** Events of every conversation (the desk), until the returned function is called. */
  watchAll(listener: ChatListener): () => void {
    this.staff.add(listener);
    return () => this.staff.delete(listener);
  }

  private receive(message: string): void {
    let parsed: { id: string; event: LiveChatEvent };
    try {
      parsed = JSON.parse(message) as { id: string; event: LiveChatEvent };
    } catch {
      return;
    }
    if (this.seen.has(parsed.id)) return;
    this.seen.add(parsed.id);
    if (this.seen.size > SEEN_MAX) {
      const oldest = this.seen.values().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
    const { event } = parsed;
    for (const listener of this.conversations.get(event.conversationId) ?? []) listener(event);
    for (const listener of this.staff) listener(event);
  }
}
