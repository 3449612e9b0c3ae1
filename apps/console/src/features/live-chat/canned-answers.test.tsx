import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CannedAnswer } from '@portal/shared/schemas/live-chat';
import { renderConsole, type Handler } from '../../../test/render';

const greeting: CannedAnswer = {
  id: 1,
  title: 'Greeting',
  text: 'Hello! How can I help?',
  updatedAt: '2026-11-29T05:00:00.000Z',
};

/** The desk with no conversation and the canned answers the server holds. */
function deskRoutes(list: CannedAnswer[], save?: Handler) {
  const answer: Handler = ({ body, url }) => {
    const id = Number(url.pathname.split('/').pop()) || 2;
    return { id, updatedAt: '2026-11-29T06:00:00.000Z', ...(body as object) };
  };
  return {
    'GET /chat/conversations': { list: [] },
    'GET /chat/canned': () => ({ list }),
    'POST /chat/canned': save ?? answer,
    'PUT /chat/canned/:id': save ?? answer,
    'DELETE /chat/canned/:id': { done: true },
  };
}

const type = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
};

async function openDesk(routes: ReturnType<typeof deskRoutes>) {
  const rendered = await renderConsole('/chat', { role: 'cs', routes });
  await screen.findByRole('heading', { name: 'Canned answers' }, { timeout: 12_000 });
  return rendered;
}

describe('the canned answers at the chat desk', () => {
  beforeEach(() => vi.stubGlobal('WebSocket', undefined));
  afterEach(() => vi.unstubAllGlobals());

  it('adds one, refusing an empty title first', async () => {
    const { calls } = await openDesk(deskRoutes([]));
    expect(await screen.findByText('No canned answers yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add canned answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New canned answer' });
    await type(within(dialog).getByLabelText('Text'), 'One moment, please.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await type(within(dialog).getByLabelText('Title'), 'Wait');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        title: 'Wait',
        text: 'One moment, please.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Canned answer saved.')).toBeTruthy();
  });

  it('edits one, starting from its saved text', async () => {
    const { calls } = await openDesk(deskRoutes([greeting]));
    const list = await screen.findByRole('list', { name: 'Canned answers' });
    expect(within(list).getByText('Hello! How can I help?')).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: 'Edit Greeting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit canned answer' });
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('Greeting');
    await type(within(dialog).getByLabelText('Text'), 'Good day! What can I do for you?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        calls.find((call) => call.method === 'PUT' && call.path === '/chat/canned/1')?.body,
      ).toEqual({ title: 'Greeting', text: 'Good day! What can I do for you?' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes one only once the operator confirms', async () => {
    const { calls } = await openDesk(deskRoutes([greeting]));
    const list = await screen.findByRole('list', { name: 'Canned answers' });
    await userEvent.click(within(list).getByRole('button', { name: 'Delete Greeting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this canned answer?' });
    expect(within(dialog).getByText(/“Greeting” can no longer be inserted/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path === '/chat/canned/1')).toBe(
        true,
      ),
    );
    expect(await screen.findByText('Canned answer deleted.')).toBeTruthy();
  });

  it("shows the server's refusal on the field it names", async () => {
    await openDesk(
      deskRoutes([greeting], () => ({
        error: {
          status: 400,
          errorCode: 'VALIDATION_FAILED',
          message: 'Check the highlighted fields.',
          details: [{ path: 'text', reason: 'invalid_characters' }],
        },
      })),
    );
    const list = await screen.findByRole('list', { name: 'Canned answers' });
    await userEvent.click(within(list).getByRole('button', { name: 'Edit Greeting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit canned answer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const text = within(dialog).getByLabelText('Text');
    await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(dialog).getByText('This text holds invisible or control characters. Remove them.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Check the highlighted fields.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Title').getAttribute('aria-invalid')).toBe('false');
  });
});
