import { describe, expect, it } from 'vitest';
import { normalizeDestination } from './destination.js';
import { failureText } from './messages.service.js';
import { escapeHtml, outboxDestination, renderOutboxPage } from './outbox-page.js';

describe('normalizeDestination', () => {
  it('lower-cases email addresses and leaves phone destinations alone', () => {
    expect(normalizeDestination(' A.B@Example.com ')).toBe('a.b@example.com');
    expect(normalizeDestination(' +60123456789 ')).toBe('+60123456789');
  });
});

describe('outboxDestination', () => {
  it('turns the space of an unencoded plus sign back into the plus sign', () => {
    expect(outboxDestination(' 60123456789')).toBe('+60123456789');
    expect(outboxDestination('+60123456789')).toBe('+60123456789');
    expect(outboxDestination('Someone@Example.com')).toBe('someone@example.com');
  });
});

describe('escapeHtml', () => {
  it('escapes every character that could open markup or end an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('renderOutboxPage', () => {
  it('says when there are no messages at all', () => {
    const page = renderOutboxPage([], '');
    expect(page).toContain('No messages yet.');
    expect(page).toContain('href="/dev/outbox.json"');
  });

  it('keeps the filter in the form and in the JSON link', () => {
    const page = renderOutboxPage([], '+60123456789');
    expect(page).toContain('value="+60123456789"');
    expect(page).toContain('href="/dev/outbox.json?to=%2B60123456789"');
  });

  it('shows a failed message with its reason', () => {
    const page = renderOutboxPage(
      [
        {
          id: 1,
          createdAt: '2025-11-21T08:00:00.000Z',
          channel: 'sms',
          destination: '+60123456789',
          purpose: 'register',
          subject: '',
          body: 'Code 123456',
          transport: 'http',
          status: 'failed',
          error: 'gateway answered HTTP 502',
        },
      ],
      '',
    );
    expect(page).toContain('2025-11-21 08:00:00 UTC');
    expect(page).toContain('status-failed');
    expect(page).toContain('gateway answered HTTP 502');
  });
});

describe('failureText', () => {
  it('names the network cause of a failed request', () => {
    const error = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), {
        code: 'ECONNREFUSED',
      }),
    });
    expect(failureText(error)).toBe('fetch failed: ECONNREFUSED');
  });

  it('says when the provider did not answer in time', () => {
    const error = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    expect(failureText(error)).toBe('no answer before the timeout');
  });

  it('keeps the stored text short', () => {
    const text = failureText(new Error('x'.repeat(500)));
    expect(text).toHaveLength(200);
    expect(text.endsWith('...')).toBe(true);
  });
});
