import { AppError } from '../../lib/app-error.js';
import { normalizeDestination } from './destination.js';
import type { OutboxEntry, OutboxRepository } from './outbox.repository.js';
import type { MessageTransport, OutgoingMessage, Transports } from './transports.js';

export interface MessageFailure {
  outboxId: number;
  channel: OutgoingMessage['channel'];
  purpose: string;
  transport: MessageTransport['name'];
}

const ERROR_TEXT_MAX = 200;

/** A short, stored reason: the provider's own words, never a stack. */
export function failureText(error: unknown): string {
  let text: string;
  if (error instanceof Error && error.name === 'TimeoutError') {
    text = 'no answer before the timeout';
  } else if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    const detail =
      cause instanceof Error ? ((cause as { code?: string }).code ?? cause.message) : undefined;
    text = detail ? `${error.message}: ${detail}` : error.message;
  } else {
    text = String(error);
  }
  return text.length > ERROR_TEXT_MAX ? `${text.slice(0, ERROR_TEXT_MAX - 3)}...` : text;
}

/**
 * Sends SMS and email through the configured transports (ARCHITECTURE section 7) and records
 * every message in outbox_messages with what became of it. A transport failure is logged and
 * answered with SERVICE_UNAVAILABLE (503): the member can simply try again.
 */
export class MessageService {
  constructor(
    private readonly repository: OutboxRepository,
    private readonly transports: Transports,
    private readonly onFailure: (error: unknown, failure: MessageFailure) => void = () => {},
  ) {}

  async send(outgoing: OutgoingMessage): Promise<{ id: number; status: 'stored' | 'sent' }> {
    const message = { ...outgoing, destination: normalizeDestination(outgoing.destination) };
    const transport = this.transports[message.channel];
    let status: 'stored' | 'sent';
    try {
      status = await transport.deliver(message);
    } catch (error) {
      const outboxId = await this.repository.record(message, {
        transport: transport.name,
        status: 'failed',
        error: failureText(error),
      });
      this.onFailure(error, {
        outboxId,
        channel: message.channel,
        purpose: message.purpose,
        transport: transport.name,
      });
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    const id = await this.repository.record(message, {
      transport: transport.name,
      status,
      error: null,
    });
    return { id, status };
  }

  /** The latest messages, newest first, optionally to one destination (the outbox page). */
  latest(options: { destination?: string; limit: number }): Promise<OutboxEntry[]> {
    return this.repository.latest(options);
  }
}
