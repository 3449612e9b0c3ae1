import { createTransport, type Transporter } from 'nodemailer';
import type { Config } from '../../config.js';

export type MessageChannel = 'sms' | 'email';

export interface OutgoingMessage {
  channel: MessageChannel;
  /** '+<dialing code><number>' for SMS, the lower-cased address for email. */
  destination: string;
  /** Email subject; empty for SMS. */
  subject?: string;
  body: string;
  /** What the message is for: noLogin, register, bindMobile, bindEmail, challenge, reset... */
  purpose: string;
}

export type TransportName = 'outbox' | 'smtp' | 'http';

/** Delivers a message; resolves with its outbox status, rejects when the provider refused it. */
export interface MessageTransport {
  readonly name: TransportName;
  deliver(message: OutgoingMessage): Promise<'stored' | 'sent'>;
}

/** Delivers nothing: the message only lives in outbox_messages and on /dev/outbox. */
export class OutboxTransport implements MessageTransport {
  readonly name = 'outbox';

  async deliver(): Promise<'stored'> {
    return 'stored';
  }
}

/** Email through an SMTP relay (nodemailer); SMTP_URL carries host, port and credentials. */
export class SmtpTransport implements MessageTransport {
  readonly name = 'smtp';
  private readonly mailer: Transporter;

  constructor(url: string, from: string) {
    this.mailer = createTransport(
      {
        url,
        // A member waits on the answer: give up well before nodemailer's minutes-long defaults.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      },
      { from },
    );
  }

  async deliver(message: OutgoingMessage): Promise<'sent'> {
    await this.mailer.sendMail({
      to: message.destination,
      subject: message.subject ?? '',
      text: message.body,
    });
    return 'sent';
  }
}

/**
 * SMS through an HTTP gateway: POST JSON `{ to, text }` with the token as bearer. Any answer
 * other than 2xx, or none within the timeout, counts as a failure.
 */
export class HttpSmsTransport implements MessageTransport {
  readonly name = 'http';

  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly timeoutMs = 5_000,
  ) {}

  async deliver(message: OutgoingMessage): Promise<'sent'> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify({ to: message.destination, text: message.body }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    // Read the answer to the end so the connection can be reused.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`gateway answered HTTP ${response.status}`);
    return 'sent';
  }
}

export interface Transports {
  sms: MessageTransport;
  email: MessageTransport;
}

/** Email by SMTP when SMTP_URL is set; SMS as SMS_TRANSPORT says; the outbox otherwise. */
export function createTransports(
  config: Pick<
    Config,
    'SMS_TRANSPORT' | 'SMS_HTTP_URL' | 'SMS_HTTP_TOKEN' | 'SMTP_URL' | 'MAIL_FROM'
  >,
): Transports {
  const outbox = new OutboxTransport();
  return {
    email: config.SMTP_URL ? new SmtpTransport(config.SMTP_URL, config.MAIL_FROM) : outbox,
    sms:
      config.SMS_TRANSPORT === 'http' && config.SMS_HTTP_URL
        ? new HttpSmsTransport(config.SMS_HTTP_URL, config.SMS_HTTP_TOKEN)
        : outbox,
  };
}
