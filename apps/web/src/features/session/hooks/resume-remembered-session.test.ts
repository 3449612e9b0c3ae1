import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, Fail, loginValue, serveApi } from '../test-utils';
import type { resumeRememberedSession } from './resume-remembered-session';
import type { useSession } from './use-session';

interface Modules {
  resume: typeof resumeRememberedSession;
  session: typeof useSession;
}

/** Fresh modules: the resume runs once per page load. */
async function load(): Promise<Modules> {
  vi.resetModules();
  const [resumeModule, sessionModule] = await Promise.all([
    import('./resume-remembered-session'),
    import('./use-session'),
  ]);
  return { resume: resumeModule.resumeRememberedSession, session: sessionModule.useSession };
}

describe('remember-me resume at start', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    clearCookies();
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('makes no request when this browser remembers nobody', async () => {
    const api = serveApi({ '/wps/session/resume': loginValue() });
    const { resume, session } = await load();
    await expect(resume()).resolves.toBe(false);
    expect(api.calls).toEqual([]);
    expect(session.getState().token).toBeNull();
  });

  it('resumes the remembered member once and keeps them signed in on this device', async () => {
    document.cookie = 'loginRemember=alice; path=/';
    const api = serveApi({ '/wps/session/resume': loginValue({ token: 'resumed' }) });
    const { resume, session } = await load();
    await expect(resume()).resolves.toBe(true);
    await expect(resume()).resolves.toBe(false);
    expect(api.to('/wps/session/resume')).toHaveLength(1);
    expect(api.to('/wps/session/resume')[0]).toMatchObject({ method: 'POST', body: {} });
    expect(session.getState().token).toBe('resumed');
    expect(session.getState().member?.account).toBe('alice');
    expect(JSON.parse(sessionStorage.getItem('session') ?? 'null')).toMatchObject({
      token: 'resumed',
    });
  });

  it('also resumes after a remembered mobile-code login', async () => {
    document.cookie = `loginTypeSms=${encodeURIComponent('{"mobileNum":"123456789","countryDialingCode":"+60"}')}; path=/`;
    const api = serveApi({ '/wps/session/resume': loginValue() });
    const { resume } = await load();
    await expect(resume()).resolves.toBe(true);
    expect(api.to('/wps/session/resume')).toHaveLength(1);
  });

  it('stays logged out and keeps the remembered name when the server declines', async () => {
    document.cookie = 'loginRemember=alice; path=/';
    const api = serveApi({ '/wps/session/resume': new Fail(401, 'NOT_LOGGED_IN') });
    const { resume, session } = await load();
    await expect(resume()).resolves.toBe(false);
    expect(api.to('/wps/session/resume')).toHaveLength(1);
    expect(session.getState().token).toBeNull();
    expect(document.cookie).toContain('loginRemember=alice');
  });

  it('makes no request when the tab already has a session', async () => {
    document.cookie = 'loginRemember=alice; path=/';
    sessionStorage.setItem('session', JSON.stringify({ token: 'kept', member: null }));
    const api = serveApi({ '/wps/session/resume': loginValue() });
    const { resume, session } = await load();
    await expect(resume()).resolves.toBe(false);
    expect(api.calls).toEqual([]);
    expect(session.getState().token).toBe('kept');
  });
});
