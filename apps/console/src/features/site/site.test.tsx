import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperatorSiteSettings } from '@portal/shared/schemas/site-settings';
import { renderConsole } from '../../../test/render';
import { fill } from '../content/test/samples';

const settings: OperatorSiteSettings = {
  site: {
    loginedToHomePage: false,
    currencySymbol: 'RM',
    currency: 'MYR',
    defaultLanguage: 'MY',
    supportedLanguages: ['EN', 'MY', 'CN'],
    merchant: 'portal',
    platform: 'WEB',
    chatHeaderColor: '#0f172a',
    esportsProviders: ['TF', 'IA'],
    cockfightProviders: ['SV3'],
    licences: ['Malta'],
    contacts: [{ kind: 'telegram', url: 'https://t.me/portal' }],
    minimumAge: 18,
  },
  register: {
    pwdEnabled: true,
    hasFreePlay: false,
    mobileReg: false,
    mobileRegPass: false,
    usernameEnabled: true,
    showVerCodeLogin: false,
  },
  analytics: { gtagId: null },
  cdns: null,
  brand: { name: 'Portal' },
  profile: { changesAllowed: false },
  socialLogin: { google: false, facebook: false, telegram: false },
  agentAccounts: { nonMemberTypes: [] },
  humanCheck: { login: false, smsCode: false, register: false },
  humanCheckProvider: 'turnstile',
};

const modules = {
  list: [
    { modId: 'GAMES', parentModId: null, enabled: false, effective: false, depth: 0 },
    { modId: 'FISH', parentModId: 'GAMES', enabled: true, effective: false, depth: 1 },
    { modId: 'PROMO', parentModId: null, enabled: true, effective: true, depth: 0 },
  ],
};

const region = {
  enabled: true,
  blockedCidrs: ['198.51.100.0/24'],
  allowedCidrs: [],
  callerIp: '203.0.113.9',
  callerBlocked: false,
};

describe('the site settings screen', () => {
  it('saves one setting with its own call, the body its schema expects', async () => {
    const { calls } = await renderConsole('/site/settings', {
      role: 'admin',
      routes: {
        'GET /site/settings': settings,
        'PUT /site/settings/brand': { ...settings, brand: { name: 'Aurum' } },
      },
    });
    const brand = await screen.findByLabelText('Site name');
    await fill(brand, 'Aurum');
    const card = brand.closest('section')!;
    await userEvent.click(within(card as HTMLElement).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/site/settings/brand',
      body: { name: 'Aurum' },
    });
    expect(await screen.findByText('Saved: the portal uses it now')).toBeTruthy();
  });

  it('refuses to turn off password login while no SMS-code login would replace it', async () => {
    const { calls } = await renderConsole('/site/settings', {
      role: 'admin',
      routes: { 'GET /site/settings': settings },
    });
    const password = await screen.findByRole('checkbox', { name: /Password login/ });
    await userEvent.click(password);
    const card = password.closest('section') as HTMLElement;
    expect(within(card).getByRole('alert').textContent).toBe(
      'Password login can be off only while login with an SMS code is on.',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.click(within(card).getByRole('checkbox', { name: /Login with an SMS code/ }));
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('lets members change the profile details they entered once the switch is on', async () => {
    const { calls } = await renderConsole('/site/settings', {
      role: 'admin',
      routes: {
        'GET /site/settings': settings,
        'PUT /site/settings/profile': { ...settings, profile: { changesAllowed: true } },
      },
    });
    const toggle = await screen.findByLabelText(/Members may change profile details/);
    await userEvent.click(toggle);
    const card = toggle.closest('section')!;
    await userEvent.click(within(card as HTMLElement).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/site/settings/profile',
      body: { changesAllowed: true },
    });
  });

  it('sets agent types apart as agents only, the types sent in their order', async () => {
    const { calls } = await renderConsole('/site/settings', {
      role: 'admin',
      routes: {
        'GET /site/settings': settings,
        'PUT /site/settings/agentAccounts': {
          ...settings,
          agentAccounts: { nonMemberTypes: [41, 42] },
        },
      },
    });
    await userEvent.click(await screen.findByLabelText('Affiliate agent (type 42) does not play'));
    await userEvent.click(screen.getByLabelText('Affiliate (type 41) does not play'));
    const card = screen.getByLabelText(/type 41/).closest('section') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/site/settings/agentAccounts',
      body: { nonMemberTypes: [41, 42] },
    });
  });

  it('turns the human check on where it is asked, saying which provider the environment has', async () => {
    const { calls } = await renderConsole('/site/settings', {
      role: 'admin',
      routes: {
        'GET /site/settings': settings,
        'PUT /site/settings/humanCheck': {
          ...settings,
          humanCheck: { login: true, smsCode: false, register: true },
        },
      },
    });
    await userEvent.click(await screen.findByLabelText('Login with a password'));
    await userEvent.click(screen.getByLabelText('Registration'));
    const card = screen.getByLabelText('Registration').closest('section') as HTMLElement;
    expect(within(card).getByText(/The environment configures Cloudflare Turnstile/)).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/site/settings/humanCheck',
      body: { login: true, smsCode: false, register: true },
    });
  });

  it('says that the human check waits for a provider while the environment has none', async () => {
    await renderConsole('/site/settings', {
      role: 'admin',
      routes: { 'GET /site/settings': { ...settings, humanCheckProvider: null } },
    });
    expect(await screen.findByText(/No provider is configured/)).toBeTruthy();
  });

  it('sends the site settings with lists read from their lines', async () => {
    const { calls } = await renderConsole('/site/settings', {
      role: 'admin',
      routes: { 'GET /site/settings': settings, 'PUT /site/settings/site': settings },
    });
    await userEvent.click(await screen.findByLabelText(/Visitors must log in/));
    const card = screen.getByLabelText(/Visitors must log in/).closest('section') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      ...settings.site,
      loginedToHomePage: true,
    });
  });

  it('sends the minimum age chosen as a number, 18 or 21', async () => {
    const { calls } = await renderConsole('/site/settings', {
      role: 'admin',
      routes: { 'GET /site/settings': settings, 'PUT /site/settings/site': settings },
    });
    const age = await screen.findByLabelText('Minimum age');
    await userEvent.selectOptions(age, '21');
    const card = age.closest('section') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      ...settings.site,
      minimumAge: 21,
    });
  });

  it('shows the settings read-only to a role that may not change the site', async () => {
    await renderConsole('/site/settings', {
      role: 'content',
      routes: { 'GET /site/settings': settings },
    });
    expect((await screen.findByLabelText('Site name')).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('the modules screen', () => {
  it('shows the tree with what visitors get, and switches a module', async () => {
    const { calls } = await renderConsole('/site/modules', {
      role: 'admin',
      routes: {
        'GET /site/modules': modules,
        'PUT /site/modules/:modId': {
          list: modules.list.map((m) =>
            m.modId === 'PROMO' ? { ...m, enabled: false, effective: false } : m,
          ),
        },
      },
    });
    expect(await screen.findByText('Hidden: a module above is off')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Switch PROMO'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/site/modules/PROMO',
        body: { enabled: false },
      }),
    );
    expect(await screen.findByText('PROMO is off')).toBeTruthy();
  });

  it('keeps the switches still for a role that only reads the site', async () => {
    await renderConsole('/site/modules', {
      role: 'viewer',
      routes: { 'GET /site/modules': modules },
    });
    expect((await screen.findByLabelText('Switch PROMO')).matches(':disabled')).toBe(true);
  });
});

describe('the maintenance and access screen', () => {
  const routes = {
    'GET /site/maintenance': { enabled: false },
    'GET /site/region': region,
  };

  it('asks before putting the portal under maintenance, then sends the texts per language', async () => {
    const { calls } = await renderConsole('/site/system', {
      role: 'admin',
      routes: { ...routes, 'PUT /site/maintenance': { enabled: true, title: { EN: 'Upgrade' } } },
    });
    await userEvent.click(await screen.findByLabelText(/Maintenance on/));
    await fill(screen.getAllByLabelText('Page title (EN)')[0]!, 'Upgrade');
    const card = screen.getByLabelText(/Maintenance on/).closest('section') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put the portal under maintenance?' });
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start maintenance' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        enabled: true,
        title: { EN: 'Upgrade' },
        until: null,
      }),
    );
    expect(await screen.findByText('The portal is under maintenance')).toBeTruthy();
  });

  it('points at the lines that are not ranges and sends none of it', async () => {
    const { calls } = await renderConsole('/site/system', { role: 'admin', routes });
    const blocked = await screen.findByLabelText('Blocked ranges');
    await fill(blocked, '198.51.100.0/24\n10.0.0.0/33\nexample.com');
    expect(await screen.findByText('2: 10.0.0.0/33')).toBeTruthy();
    expect(screen.getByText('3: example.com')).toBeTruthy();
    const card = blocked.closest('section') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getAllByText('Some lines are not an address or range').length).toBeGreaterThan(
        0,
      ),
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('tells whether an address is blocked, and by which range', async () => {
    const { calls } = await renderConsole('/site/system', {
      role: 'content',
      routes: {
        ...routes,
        'GET /site/region/check': {
          ip: '198.51.100.7',
          blocked: true,
          blockedBy: ['198.51.100.0/24'],
          allowedBy: [],
        },
      },
    });
    await fill(await screen.findByLabelText('IP address to check'), '198.51.100.7');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(
      await screen.findByText(/198\.51\.100\.7 is blocked\. In blocked 198\.51\.100\.0\/24/),
    ).toBeTruthy();
    expect(calls.find((call) => call.path === '/site/region/check')?.query).toEqual({
      ip: '198.51.100.7',
    });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText('Your address 203.0.113.9:')).toBeTruthy();
  });
});
