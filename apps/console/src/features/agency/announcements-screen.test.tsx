import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperatorAgentAnnouncement } from '@portal/shared/schemas/agent-announcements';
import { renderConsole } from '../../../test/render';

const notice: OperatorAgentAnnouncement = {
  id: 4,
  contents: {
    EN: { title: 'New rates', content: 'From Monday' },
    CN: { title: '新比例', content: '周一起' },
  },
  pinned: true,
  publishedAt: '2026-11-20T02:00:00.000Z',
  expiresAt: null,
  live: true,
  createdBy: 'agency01',
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
};
const page = { list: [notice], page: 1, pageSize: 25, total: 1 };

describe('agent announcements', () => {
  it('creates an announcement in English and Chinese', async () => {
    const { calls } = await renderConsole('/agency/announcements', {
      role: 'agency',
      routes: {
        'GET /agent-announcements': page,
        'POST /agent-announcements': { ...notice, id: 5 },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'New announcement' }, { timeout: 12_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Title (English)'), 'Hello');
    await userEvent.type(within(dialog).getByLabelText('Content (English)'), 'Agents, welcome');
    await userEvent.type(within(dialog).getByLabelText('Title (Chinese)'), '你好');
    await userEvent.type(within(dialog).getByLabelText('Content (Chinese)'), '欢迎');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        path: '/agent-announcements',
        body: {
          contents: {
            EN: { title: 'Hello', content: 'Agents, welcome' },
            CN: { title: '你好', content: '欢迎' },
          },
          pinned: false,
          expiresAt: null,
        },
      }),
    );
  });

  it('edits and deletes one', async () => {
    const { calls } = await renderConsole('/agency/announcements', {
      role: 'agency',
      routes: {
        'GET /agent-announcements': page,
        'PUT /agent-announcements/:id': notice,
        'DELETE /agent-announcements/:id': { id: 4 },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 12_000 }));
    let dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByLabelText('Title (English)');
    await userEvent.clear(title);
    await userEvent.type(title, 'Newer rates');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/agent-announcements/4',
        body: { contents: { EN: { title: 'Newer rates' } }, pinned: true },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/agent-announcements/4'),
    );
  });

  it('shows a viewer the list without the actions', async () => {
    await renderConsole('/agency/announcements', {
      role: 'viewer',
      routes: { 'GET /agent-announcements': page },
    });
    expect(await screen.findByText('New rates', {}, { timeout: 12_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New announcement' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
