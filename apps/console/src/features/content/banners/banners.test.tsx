import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../../test/render';
import { banner, page, fill } from '../test/samples';

const PNG = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'art.png', { type: 'image/png' });

describe('the banners list', () => {
  it('lists banners with their state for a content editor, who may add and reorder', async () => {
    await renderConsole('/content/banners', {
      role: 'content',
      routes: { 'GET /banners': page([banner(1), banner(2, { state: 'scheduled' })]) },
    });
    const table = await screen.findByRole('table', { name: 'Banners' });
    expect(await within(table).findByText('Banner 2')).toBeTruthy();
    expect(within(table).getByText('Scheduled')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New banner' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change order' })).toBeTruthy();
  });

  it('shows a role that only reads content the list without the buttons that change it', async () => {
    await renderConsole('/content/banners', {
      role: 'cs',
      routes: { 'GET /banners': page([banner(1)]) },
    });
    expect(await screen.findByText('Banner 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New banner' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change order' })).toBeNull();
  });

  it('keeps the filters in the address and asks the server with them', async () => {
    const { calls, router } = await renderConsole('/content/banners', {
      role: 'content',
      routes: { 'GET /banners': page([banner(1)]) },
    });
    await screen.findByText('Banner 1');
    await userEvent.selectOptions(screen.getByLabelText('Page group'), 'live');
    await waitFor(() => expect(router.state.location.search).toContain('groupName=live'));
    await waitFor(() =>
      expect(
        calls.some((call) => call.path === '/banners' && call.query.groupName === 'live'),
      ).toBe(true),
    );
  });

  it("saves a group's new order", async () => {
    const { calls } = await renderConsole('/content/banners?groupName=home', {
      role: 'content',
      routes: {
        'GET /banners': page([banner(1), banner(2)]),
        'PUT /banners/order': [banner(2), banner(1)],
      },
    });
    await screen.findByText('Banner 1');
    await userEvent.click(screen.getByRole('button', { name: 'Change order' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(/Banner 2/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move item 2 up' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save order' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        groupName: 'home',
        ids: [2, 1],
      }),
    );
  });

  it('says so when the list cannot be loaded', async () => {
    await renderConsole('/content/banners', {
      role: 'content',
      routes: {
        'GET /banners': { error: { status: 500, errorCode: 'SYSTEM_ERROR', message: 'Boom' } },
      },
    });
    expect(await screen.findByText('Boom')).toBeTruthy();
  });
});

describe('the banner editor', () => {
  it('uploads art and publishes a new banner with the shared schema body', async () => {
    const { calls } = await renderConsole('/content/banners/new?groupName=help', {
      role: 'content',
      routes: {
        'POST /content/images': {
          path: `uploads/${'a'.repeat(64)}.png`,
          url: `/assets-cdn/uploads/${'a'.repeat(64)}.png`,
          mimeType: 'image/png',
          sizeBytes: 4,
        },
        'POST /banners': banner(9, { groupName: 'help' }),
        'GET /banners/:id': banner(9, { groupName: 'help' }),
      },
    });
    await screen.findByRole('heading', { name: 'New banner' });
    await userEvent.upload(screen.getByLabelText(/Banner image/), PNG);
    await waitFor(() => expect(calls.some((call) => call.path === '/content/images')).toBe(true));
    await fill(screen.getByLabelText('Title (EN)'), 'Help is here');
    await userEvent.selectOptions(screen.getByLabelText('On click'), 'ROUTE');
    await fill(screen.getByLabelText('Link target'), '/help');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path === '/banners')).toBe(true),
    );
    const body = calls.find((call) => call.method === 'POST' && call.path === '/banners')!.body;
    expect(body).toEqual({
      groupName: 'help',
      imagePath: `uploads/${'a'.repeat(64)}.png`,
      linkageType: 'ROUTE',
      linkage: '/help',
      enabled: true,
      startTime: null,
      endTime: null,
      translations: { EN: { title: 'Help is here', imagePath: null } },
    });
    expect(await screen.findByText('Saved: the portal shows it now')).toBeTruthy();
  });

  it('refuses to send a link the portal would not open', async () => {
    const { calls } = await renderConsole('/content/banners/3', {
      role: 'content',
      routes: { 'GET /banners/:id': banner(3) },
    });
    const target = await screen.findByLabelText('Link target');
    await fill(target, '//elsewhere.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/A page of the portal, starting with \//)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("shows the server's refusal when someone changed the banner meanwhile", async () => {
    const { calls } = await renderConsole('/content/banners/3', {
      role: 'content',
      routes: {
        'GET /banners/:id': banner(3),
        'PUT /banners/:id': {
          error: { status: 409, errorCode: 'CONFLICT', message: 'Refresh and try again.' },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Refresh and try again.')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect((put?.body as { updatedAt: string }).updatedAt).toBe('2030-01-02T00:00:00.000Z');
  });

  it('opens read-only for a role that cannot change content, with the portal framed beside', async () => {
    await renderConsole('/content/banners/3', {
      role: 'viewer',
      routes: { 'GET /banners/:id': banner(3) },
    });
    expect(await screen.findByText('Your role can read this but not change it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.getByLabelText('Title (EN)').matches(':disabled')).toBe(true);
    expect(screen.getByTitle('The portal page /').getAttribute('src')).toBe('/');
  });

  it('deletes after confirmation', async () => {
    const { calls, router } = await renderConsole('/content/banners/3', {
      role: 'content',
      routes: {
        'GET /banners/:id': banner(3),
        'DELETE /banners/:id': null,
        'GET /banners': page([]),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/banners'));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/banners/3')).toBe(true);
  });
});
