import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendRequest, setApiLanguage, setApiToken } from './api-request';

const answer = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value }), {
    headers: { 'Content-Type': 'application/json' },
  });

/** The page asked for `url` before the code loaded, without a token (lib/early-requests.ts). */
function earlyAnswer(url: string, value: unknown) {
  window.__earlyRequests = { [url]: { language: 'EN', response: Promise.resolve(answer(value)) } };
}

describe("the page's early answer of a call that depends on the member", () => {
  afterEach(() => {
    setApiToken(null);
    delete window.__earlyRequests;
    vi.unstubAllGlobals();
  });

  it('is used while nobody is signed in', async () => {
    setApiLanguage('EN');
    earlyAnswer('/wps/system/whitelabel', 'visitor');
    const fetchMock = vi.fn(() => Promise.resolve(answer('asked again')));
    vi.stubGlobal('fetch', fetchMock);
    await expect(sendRequest('/wps/system/whitelabel', { perMember: true })).resolves.toBe(
      'visitor',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is passed over for a request with the session while a member is signed in', async () => {
    setApiLanguage('EN');
    setApiToken('member-token');
    earlyAnswer('/wps/system/whitelabel', 'visitor');
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(answer('member')),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(sendRequest('/wps/system/whitelabel', { perMember: true })).resolves.toBe(
      'member',
    );
    const headers = fetchMock.mock.calls[0]![1].headers as Record<string, string>;
    expect(headers.Authorization).toBe('member-token');
  });
});
