import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../../test/render';
import { announcement, page, fill } from '../test/samples';

describe('the announcements screens', () => {
  it('lists announcements newest first with their type, popup and state', async () => {
    const { calls } = await renderConsole('/content/announcements', {
      role: 'content',
      routes: {
        'GET /announcements': page([
          announcement(1, { type: 'PU', execution: 'P', state: 'scheduled' }),
          announcement(2),
        ]),
      },
    });
    const table = await screen.findByRole('table', { name: 'Announcements' });
    expect(await within(table).findByText('Notice 1')).toBeTruthy();
    expect(within(table).getAllByText('Popup').length).toBeGreaterThan(0);
    expect(within(table).getByText('Scheduled')).toBeTruthy();
    expect(calls.find((call) => call.path === '/announcements')?.query.sort).toBe('-startTime');
    expect(screen.getByRole('button', { name: 'New announcement' })).toBeTruthy();
  });

  it('hides the new button from a role that only reads', async () => {
    await renderConsole('/content/announcements', {
      role: 'viewer',
      routes: { 'GET /announcements': page([announcement(1)]) },
    });
    expect(await screen.findByText('Notice 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New announcement' })).toBeNull();
  });

  it('publishes a popup in two languages, the HTML as typed and the start as an instant', async () => {
    const { calls } = await renderConsole('/content/announcements/new?type=PU', {
      role: 'content',
      routes: {
        'POST /announcements': announcement(7, { type: 'PU', execution: 'P' }),
        'GET /announcements/:id': announcement(7, { type: 'PU', execution: 'P' }),
      },
    });
    await screen.findByRole('heading', { name: 'New announcement' });
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('PU');
    await userEvent.click(screen.getByLabelText(/Pop up when visitors arrive/));
    await fill(screen.getByLabelText('Start (GMT+8)'), '2030-05-01T09:30');
    await fill(screen.getByLabelText('Title (EN)'), 'Maintenance tonight');
    await fill(screen.getByLabelText('Text (EN)'), '<p>From 02:00</p>');
    await userEvent.click(screen.getByRole('tab', { name: /CN/ }));
    await fill(screen.getByLabelText('Title (CN)'), '今晚维护');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      type: 'PU',
      platform: 'A',
      execution: 'P',
      startTime: '2030-05-01T01:30:00.000Z',
      endTime: null,
      enabled: true,
      sort: 0,
      translations: {
        EN: { title: 'Maintenance tonight', content: '<p>From 02:00</p>' },
        CN: { title: '今晚维护', content: '' },
      },
    });
  });

  it('asks for the texts of at least one language before sending anything', async () => {
    const { calls } = await renderConsole('/content/announcements/new', { role: 'content' });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('Write the texts of at least one language (English first).'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the server's message when a save fails", async () => {
    await renderConsole('/content/announcements/4', {
      role: 'content',
      routes: {
        'GET /announcements/:id': announcement(4),
        'PUT /announcements/:id': {
          error: {
            status: 403,
            errorCode: 'STAFF_FORBIDDEN',
            message: 'Your role cannot do this.',
          },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your role cannot do this.')).toBeTruthy();
  });
});
