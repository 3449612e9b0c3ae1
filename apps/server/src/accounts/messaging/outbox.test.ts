import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp, type TestApp } from '../../../test/helper.js';
import { outboxEntrySchema } from './outbox.routes.js';

const entriesSchema = z.array(outboxEntrySchema);

const send = (t: TestApp, destination: string, body: string, subject = '') =>
  t.app.services.messages.send({
    channel: destination.includes('@') ? 'email' : 'sms',
    destination,
    subject,
    body,
    purpose: 'noLogin',
  });

describe('development outbox page', () => {
  const t = useTestApp({ seed: false });

  it('lists the latest messages newest first as a readable page', async () => {
    await send(t, '+60100000001', 'First message');
    await send(t, 'reader@example.com', 'Second message', 'Greetings');
    const response = await t.app.inject({ url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.body;
    for (const heading of [
      'Time',
      'Channel',
      'Destination',
      'Purpose',
      'Subject',
      'Body',
      'Status',
    ]) {
      expect(page).toContain(`<th>${heading}</th>`);
    }
    expect(page.indexOf('Second message')).toBeLessThan(page.indexOf('First message'));
    expect(page).toContain('Greetings');
    expect(page).toContain('reader@example.com');
    expect(page).toMatch(/<time datetime="\d{4}-\d\d-\d\dT[^"]+Z">/);
  });

  it('works under the Content-Security-Policy: no script, styles inline', async () => {
    const response = await t.app.inject({ url: '/dev/outbox' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.body).not.toMatch(/<script|\son\w+=/i);
    expect(response.body).toContain('<style>');
  });

  it('escapes what messages contain', async () => {
    await send(t, '+60100000002', '<script>alert("x")</script> & <b>bold</b>');
    const page = (await t.app.inject({ url: '/dev/outbox?to=%2B60100000002' })).body;
    expect(page).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;',
    );
    expect(page).not.toContain('<b>bold</b>');
  });

  it('filters by destination, also when the plus sign arrives as a space', async () => {
    await send(t, '+60100000003', 'For three');
    await send(t, '+60100000004', 'For four');
    for (const query of ['to=%2B60100000003', 'to=+60100000003']) {
      const page = (await t.app.inject({ url: `/dev/outbox?${query}` })).body;
      expect(page, query).toContain('For three');
      expect(page, query).not.toContain('For four');
      expect(page, query).toContain('value="+60100000003"');
    }
  });

  it('says so when no message went to the destination', async () => {
    const page = (await t.app.inject({ url: '/dev/outbox?to=%2B60999999999' })).body;
    expect(page).toContain('No messages to this destination.');
    expect(page).not.toContain('<table>');
  });

  it('answers the same data as JSON, with the same filter', async () => {
    await send(t, 'Json@Example.com', 'JSON body', 'JSON subject');
    const all = expectValue(await t.app.inject({ url: '/dev/outbox.json' }), entriesSchema);
    expect(all[0]).toMatchObject({
      channel: 'email',
      destination: 'json@example.com',
      subject: 'JSON subject',
      body: 'JSON body',
      purpose: 'noLogin',
      transport: 'outbox',
      status: 'stored',
      error: null,
    });
    const ids = all.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const filtered = expectValue(
      await t.app.inject({ url: '/dev/outbox.json?to=%2B60100000003' }),
      entriesSchema,
    );
    expect(filtered.map((entry) => entry.body)).toEqual(['For three']);
    expect(new Date(filtered[0]!.createdAt).toISOString()).toBe(filtered[0]!.createdAt);
    const byEmail = expectValue(
      await t.app.inject({ url: '/dev/outbox.json?to=JSON@example.COM' }),
      entriesSchema,
    );
    expect(byEmail.map((entry) => entry.body)).toEqual(['JSON body']);
  });

  it('shows at most the latest 100 messages', async () => {
    for (let i = 0; i < 101; i += 1) await send(t, '+60100000005', `Bulk ${i}`);
    const entries = expectValue(
      await t.app.inject({ url: '/dev/outbox.json?to=%2B60100000005' }),
      entriesSchema,
    );
    expect(entries).toHaveLength(100);
    expect(entries[0]!.body).toBe('Bulk 100');
    expect(entries.at(-1)!.body).toBe('Bulk 1');
  });

  it('refuses unknown query fields', async () => {
    expectError(await t.app.inject({ url: '/dev/outbox.json?limit=5' }), 400, 'VALIDATION_FAILED');
  });

  it('stays out of the API document', async () => {
    const document = (await t.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/dev'))).toEqual([]);
  });
});

describe('development outbox page switched off', () => {
  const t = useTestApp({ seed: false, env: { OUTBOX_PAGE: 'false' } });

  it.each(['/dev/outbox', '/dev/outbox?to=%2B60100000001', '/dev/outbox.json'])(
    'answers 404 ROUTE_NOT_FOUND for %s',
    async (url) => {
      await send(t, '+60100000001', 'Hidden');
      expectError(await t.app.inject({ url }), 404, 'ROUTE_NOT_FOUND');
    },
  );

  it('still records messages', async () => {
    const sent = await send(t, '+60100000009', 'Recorded');
    expect(sent.status).toBe('stored');
  });
});
