import { randomInt } from 'node:crypto';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodeValueSchema } from '@portal/shared/schemas/account';
import { createMember } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { createTestApp, useTestApp, type TestApp } from '../../../test/helper.js';
import { latestCode, latestMessage } from '../../../test/outbox.js';

let lastIp = 0;
const freshIp = () => `198.51.100.${(lastIp = (lastIp % 250) + 1)}`;
const newMobile = () => `1${randomInt(10_000_000, 99_999_999)}`;

const listening = (server: net.Server) =>
  new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });

const closing = (server: net.Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
  });

/** A local port nothing listens on: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  const port = await listening(server);
  await closing(server);
  return port;
}

async function requestLoginCode(t: TestApp) {
  const mobileNum = newMobile();
  await createMember(t, { password: null, dialingCode: '60', mobileNum });
  const response = await t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    remoteAddress: freshIp(),
    headers: { language: 'EN' },
    payload: { mobileNum, countryDialingCode: '60' },
  });
  return { response, destination: `+60${mobileNum}`, mobileNum };
}

describe('outbox transport (default)', () => {
  const t = useTestApp({ seed: false });

  it('stores an SMS without sending it', async () => {
    const sent = await t.app.services.messages.send({
      channel: 'sms',
      destination: '+60111222333',
      body: 'Hello',
      purpose: 'challenge',
    });
    expect(sent.status).toBe('stored');
    expect(await latestMessage(t, '+60111222333')).toMatchObject({
      id: sent.id,
      channel: 'sms',
      subject: '',
      body: 'Hello',
      purpose: 'challenge',
      transport: 'outbox',
      status: 'stored',
      error: null,
    });
  });

  it('stores email too while SMTP_URL is unset', async () => {
    await t.app.services.verificationCodes.issue({
      purpose: 'bindEmail',
      channel: 'email',
      destination: 'Member@Example.com',
      language: 'EN',
    });
    const message = await latestMessage(t, 'member@example.com');
    expect(message).toMatchObject({
      channel: 'email',
      destination: 'member@example.com',
      subject: 'Your verification code',
      transport: 'outbox',
      status: 'stored',
    });
    expect(await latestCode(t, 'member@example.com')).toMatch(/^\d{6}$/);
  });
});

describe('http SMS gateway', () => {
  const received: { authorization?: string; contentType?: string; body: unknown }[] = [];
  let status = 200;
  let gateway: http.Server;
  let t: TestApp;

  beforeAll(async () => {
    gateway = http.createServer((request, response) => {
      let text = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (text += chunk));
      request.on('end', () => {
        received.push({
          authorization: request.headers.authorization,
          contentType: request.headers['content-type'],
          body: JSON.parse(text),
        });
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ ok: status === 200 }));
      });
    });
    const port = await listening(gateway);
    t = await createTestApp({
      seed: false,
      env: {
        SMS_TRANSPORT: 'http',
        SMS_HTTP_URL: `http://127.0.0.1:${port}/sms`,
        SMS_HTTP_TOKEN: 'gateway-secret',
      },
    });
  });

  afterAll(async () => {
    await t?.close();
    await closing(gateway);
  });

  it('posts {to, text} with the bearer token and records the SMS as sent', async () => {
    const { response, destination } = await requestLoginCode(t);
    expectValue(response, smsCodeValueSchema);
    const code = await latestCode(t, destination);
    expect(received.at(-1)).toEqual({
      authorization: 'Bearer gateway-secret',
      contentType: 'application/json',
      body: { to: destination, text: `Your verification code is ${code}. It expires in 1 minute.` },
    });
    expect(await latestMessage(t, destination)).toMatchObject({
      transport: 'http',
      status: 'sent',
      error: null,
    });
  });

  it('answers 503 and records the failure when the gateway refuses', async () => {
    status = 500;
    try {
      const { response, destination, mobileNum } = await requestLoginCode(t);
      expectError(response, 503, 'SERVICE_UNAVAILABLE');
      expect(await latestMessage(t, destination)).toMatchObject({
        transport: 'http',
        status: 'failed',
        error: 'gateway answered HTTP 500',
      });
      const logged = t.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(logged).toContainEqual(
        expect.objectContaining({
          msg: 'message not delivered',
          channel: 'sms',
          purpose: 'noLogin',
          transport: 'http',
        }),
      );
      // The code never arrived: the member may ask again at once.
      status = 200;
      const retry = await t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        remoteAddress: freshIp(),
        payload: { mobileNum, countryDialingCode: '60' },
      });
      expectValue(retry, smsCodeValueSchema);
      expect((await latestMessage(t, destination)).status).toBe('sent');
    } finally {
      status = 200;
    }
  });
});

describe('http SMS gateway that cannot be reached', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      env: {
        SMS_TRANSPORT: 'http',
        SMS_HTTP_URL: `http://127.0.0.1:${await closedPort()}/sms`,
        LOG_LEVEL: 'fatal',
      },
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 and records why', async () => {
    const { response, destination } = await requestLoginCode(t);
    expectError(response, 503, 'SERVICE_UNAVAILABLE');
    const message = await latestMessage(t, destination);
    expect(message).toMatchObject({ transport: 'http', status: 'failed' });
    expect(message.error).toContain('ECONNREFUSED');
  });
});

/** Just enough SMTP to accept mail from nodemailer, keeping what it was given. */
function smtpServer() {
  const mails: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let mail = { from: '', to: [] as string[], data: '' };
    let inData = false;
    socket.write('220 mail.test ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            mails.push(mail);
            mail = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else {
            mail.data += `${line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') mail.from = line;
        if (verb === 'RCPT') mail.to.push(line);
        if (verb === 'DATA') {
          inData = true;
          socket.write('354 end with .\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else {
          socket.write('250 OK\r\n');
        }
      }
    });
  });
  return { server, mails };
}

describe('SMTP transport', () => {
  const smtp = smtpServer();
  let t: TestApp;

  beforeAll(async () => {
    const port = await listening(smtp.server);
    t = await createTestApp({
      seed: false,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Portal <no-reply@portal.test>' },
    });
  });

  afterAll(async () => {
    await t?.close();
    await closing(smtp.server);
  });

  it('sends email through the relay from MAIL_FROM and records it as sent', async () => {
    await t.app.services.verificationCodes.issue({
      purpose: 'bindEmail',
      channel: 'email',
      destination: 'winner@example.com',
      language: 'EN',
    });
    const code = await latestCode(t, 'winner@example.com');
    const mail = smtp.mails.at(-1)!;
    expect(mail.from).toContain('<no-reply@portal.test>');
    expect(mail.to).toEqual([expect.stringContaining('<winner@example.com>')]);
    expect(mail.data).toContain('Subject: Your verification code');
    expect(mail.data).toContain(code);
    expect(await latestMessage(t, 'winner@example.com')).toMatchObject({
      transport: 'smtp',
      status: 'sent',
    });
  });

  it('leaves SMS in the outbox', async () => {
    const { response, destination } = await requestLoginCode(t);
    expectValue(response, smsCodeValueSchema);
    expect((await latestMessage(t, destination)).transport).toBe('outbox');
  });
});

describe('SMTP relay that cannot be reached', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, LOG_LEVEL: 'fatal' },
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('fails with 503 SERVICE_UNAVAILABLE and a failed outbox row', async () => {
    await expect(
      t.app.services.messages.send({
        channel: 'email',
        destination: 'nobody@example.com',
        subject: 'Reset your password',
        body: 'Open the link',
        purpose: 'reset',
      }),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', statusCode: 503 });
    const message = await latestMessage(t, 'nobody@example.com');
    expect(message).toMatchObject({
      transport: 'smtp',
      status: 'failed',
      subject: 'Reset your password',
    });
    expect(message.error).toContain('ECONNREFUSED');
  });

  it('lets an email code be asked for again after the failure', async () => {
    const request = {
      purpose: 'bindEmail',
      channel: 'email',
      destination: 'again@example.com',
      language: 'EN',
    } as const;
    await expect(t.app.services.verificationCodes.issue(request)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    // Not TOO_MANY_REQUESTS: the failed attempt does not start the countdown.
    await expect(t.app.services.verificationCodes.issue(request)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});
