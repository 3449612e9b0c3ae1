import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render';

const consumers = [
  {
    name: 'agency-figures',
    cursorEventId: 120,
    behind: 0,
    attempts: 0,
    retryAt: null,
    lastError: null,
    pendingDeadLetters: 0,
  },
  {
    name: 'bonus-turnover',
    cursorEventId: 98,
    behind: 7,
    attempts: 2,
    retryAt: '2030-03-10T08:00:05.000Z',
    lastError: 'Error: turnover store unavailable',
    pendingDeadLetters: 1,
  },
];

const letter = {
  id: 5,
  consumer: 'bonus-turnover',
  status: 'pending',
  attempts: 5,
  lastError: 'Error: bonus 42 not found\n    at handle (bonus-turnover.ts:10)',
  event: {
    id: 99,
    type: 'bet.settled',
    version: 1,
    key: 'bet.settled:house:r1',
    memberId: 42,
    payload: { roundId: 'r1', stake: '1000' },
    occurredAt: '2030-03-10T07:59:00.000Z',
  },
  createdAt: '2030-03-10T08:00:00.000Z',
  updatedAt: '2030-03-10T08:00:00.000Z',
};

const page = (list: unknown[]) => ({ list, page: 1, pageSize: 25, total: list.length });

describe('the event stream screen', () => {
  it('shows each consumer with its place, lag and why it waits, and the dead letters', async () => {
    await renderConsole('/events', {
      role: 'viewer',
      routes: { 'GET /events/consumers': consumers, 'GET /events/dead-letters': page([letter]) },
    });
    const table = await screen.findByRole('table', { name: 'Consumers' });
    const row = within(table).getByText('bonus-turnover').closest('tr')!;
    expect(within(row).getByText('7')).toBeTruthy();
    expect(
      within(row).getByText(/Waiting to retry at 2030-03-10 16:00:05 \(attempt 2\)/),
    ).toBeTruthy();
    expect(within(row).getByText('Error: turnover store unavailable')).toBeTruthy();
    expect(within(table).getByText('Up to date')).toBeTruthy();

    const letters = await screen.findByRole('table', { name: 'Dead letters' });
    expect(within(letters).getByText('bet.settled #99')).toBeTruthy();
    await userEvent.click(within(letters).getByText('Error: bonus 42 not found'));
    expect(within(letters).getByText(/"roundId": "r1"/)).toBeTruthy();
    expect(within(letters).getByText(/at handle/)).toBeTruthy();
    // A viewer reads, but cannot replay.
    expect(screen.queryByRole('button', { name: 'Replay' })).toBeNull();
  });

  it('an admin replays a dead letter after confirming, and the lists are read again', async () => {
    let replayed = false;
    const { calls } = await renderConsole('/events', {
      role: 'admin',
      routes: {
        'GET /events/consumers': consumers,
        'GET /events/dead-letters': () => page(replayed ? [] : [letter]),
        'POST /events/dead-letters/:id/retry': () => {
          replayed = true;
          return null;
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Replay' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/bonus-turnover consumer handles event bet.settled #99/),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replay now' }));
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.method === 'POST' && call.path === '/events/dead-letters/5/retry',
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('Dead letter #5 was handled')).toBeTruthy();
    expect(await screen.findByText('No dead letter: every event was handled')).toBeTruthy();
  });

  it('shows the server refusal in the dialog and filters by consumer and status', async () => {
    const { calls, router } = await renderConsole('/events', {
      role: 'admin',
      routes: {
        'GET /events/consumers': consumers,
        'GET /events/dead-letters': page([letter]),
        'POST /events/dead-letters/:id/retry': {
          error: { status: 409, errorCode: 'INVALID_STATE', message: 'It was replayed already.' },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Replay' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replay now' }));
    expect(await within(dialog).findByText('It was replayed already.')).toBeTruthy();
    await userEvent.keyboard('{Escape}');

    await userEvent.selectOptions(screen.getByLabelText('Consumer'), 'bonus-turnover');
    await waitFor(() => expect(router.state.location.search).toContain('consumer=bonus-turnover'));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'done');
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.path === '/events/dead-letters' &&
            call.query.status === 'done' &&
            call.query.consumer === 'bonus-turnover',
        ),
      ).toBe(true),
    );
    // Handled letters cannot be replayed again.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Replay' })).toBeNull());
  });

  it('a role without the event stream cannot open it', async () => {
    await renderConsole('/events', { role: 'finance', routes: {} });
    expect(await screen.findByText(/Your role cannot open this page/)).toBeTruthy();
  });
});
