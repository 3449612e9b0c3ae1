import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ApiFailure,
  bodiesSentTo,
  serveApi,
  type ApiHandler,
} from '../../../components/ui/test-api';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { formatDateTime } from '../../../lib/format-date-time';
import { LIMIT_KINDS, LIMIT_PERIODS, type SaferLimit, type SaferPlayView } from '../api/safer-play';
import { LimitsPage } from './limits-page';

const VALIDATION_TEXT = 'Some of the information is not valid. Please check it and try again.';
const DAY_END = '2026-11-29T16:00:00.000Z';
const LATER = '2026-11-30T09:15:00.000Z';

function limits(overrides: Partial<Record<string, Partial<SaferLimit>>> = {}): SaferLimit[] {
  return LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period) => ({
      kind,
      period,
      amount: null,
      used: 0,
      remaining: null,
      periodEndsAt: DAY_END,
      pending: null,
      ...overrides[`${kind}.${period}`],
    })),
  );
}

let view: SaferPlayView;

function renderPage(routes: Record<string, ApiHandler> = {}) {
  const fetchMock = serveApi({
    'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel() }),
    'GET /wps/member/safer-play': () => view,
    ...routes,
  });
  renderWithProviders(<LimitsPage />);
  return fetchMock;
}

const limitItem = (name: string) => screen.findByRole('listitem', { name });

describe('LimitsPage', () => {
  beforeEach(() => {
    view = { limits: limits(), break: null, coolingHours: 24 };
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the nine limits with what is used this period and when it ends', async () => {
    view.limits = limits({ 'loss.day': { amount: 100, used: 37.5, remaining: 62.5 } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Limits' })).toBeTruthy();
    expect(screen.getAllByTestId('limit')).toHaveLength(9);
    for (const name of ['Deposit limits', 'Loss limits', 'Wager limits']) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    const loss = await limitItem('Daily loss limit');
    expect(within(loss).getByTestId('limit-amount').textContent).toBe('RM 100.00');
    expect(within(loss).getByText(/Used RM 37\.50 of RM 100\.00/)).toBeTruthy();
    expect(within(loss).getByTestId('limit-remaining').textContent).toBe('Room left RM 62.50');
    expect(
      within(loss).getByText(`Resets ${formatDateTime(DAY_END, 'EN')}`, { exact: false }),
    ).toBeTruthy();
    expect(within(loss).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('37');
    const wager = await limitItem('Monthly wager limit');
    expect(within(wager).getByTestId('limit-amount').textContent).toBe('No limit');
  });

  it('sets a first limit, sending the amount in the site currency exactly', async () => {
    const fetchMock = renderPage({
      'PUT /wps/member/safer-play/limits': () => {
        view = { ...view, limits: limits({ 'deposit.week': { amount: 250.1 } }) };
        return view;
      },
    });
    const row = await limitItem('Weekly deposit limit');
    fireEvent.click(within(row).getByRole('button', { name: 'Set: Weekly deposit limit' }));
    fireEvent.change(within(row).getByLabelText('Weekly deposit limit (RM)'), {
      target: { value: '250.10' },
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('Saved: the new limit applies now.')).toBeTruthy();
    expect(within(row).getByTestId('limit-amount').textContent).toBe('RM 250.10');
    expect(bodiesSentTo(fetchMock, 'PUT', '/wps/member/safer-play/limits')).toEqual([
      { kind: 'deposit', period: 'week', amount: 250.1 },
    ]);
  });

  it('refuses an amount that is not money before calling the server', async () => {
    const fetchMock = renderPage();
    const row = await limitItem('Daily wager limit');
    fireEvent.click(within(row).getByRole('button', { name: 'Set: Daily wager limit' }));
    for (const typed of ['0', '-5', '1.234', 'ten']) {
      fireEvent.change(within(row).getByLabelText('Daily wager limit (RM)'), {
        target: { value: typed },
      });
      fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
      expect(
        await within(row).findByText('Enter an amount above 0 with at most 2 decimals.'),
      ).toBeTruthy();
    }
    expect(bodiesSentTo(fetchMock, 'PUT', '/wps/member/safer-play/limits')).toEqual([]);
  });

  it('shows a raise as pending with its date, the current limit staying meanwhile', async () => {
    view.limits = limits({ 'loss.month': { amount: 500, used: 20 } });
    renderPage({
      'PUT /wps/member/safer-play/limits': () => {
        view = {
          ...view,
          limits: limits({
            'loss.month': { amount: 500, used: 20, pending: { amount: 900, effectiveAt: LATER } },
          }),
        };
        return view;
      },
    });
    const row = await limitItem('Monthly loss limit');
    fireEvent.click(within(row).getByRole('button', { name: 'Change: Monthly loss limit' }));
    const field = within(row).getByLabelText('Monthly loss limit (RM)');
    expect((field as HTMLInputElement).value).toBe('500.00');
    fireEvent.change(field, { target: { value: '900' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    const time = formatDateTime(LATER, 'EN');
    expect(await within(row).findByText(`Saved: the change takes effect on ${time}.`)).toBeTruthy();
    expect(within(row).getByTestId('limit-pending').textContent).toBe(
      `Rises to RM 900.00: takes effect on ${time}. Until then the limit stays RM 500.00.`,
    );
    expect(within(row).getByTestId('limit-amount').textContent).toBe('RM 500.00');
  });

  it('removes a limit with a null amount and shows when the removal applies', async () => {
    view.limits = limits({ 'wager.week': { amount: 1000 } });
    const fetchMock = renderPage({
      'PUT /wps/member/safer-play/limits': () => {
        view = {
          ...view,
          limits: limits({
            'wager.week': { amount: 1000, pending: { amount: null, effectiveAt: LATER } },
          }),
        };
        return view;
      },
    });
    const row = await limitItem('Weekly wager limit');
    fireEvent.click(within(row).getByRole('button', { name: 'Change: Weekly wager limit' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Remove limit: Weekly wager limit' }));
    const time = formatDateTime(LATER, 'EN');
    expect(await within(row).findByText(`The removal takes effect on ${time}.`)).toBeTruthy();
    expect(within(row).getByTestId('limit-pending').textContent).toBe(
      `Removal takes effect on ${time}. Until then the limit stays RM 1,000.00.`,
    );
    expect(bodiesSentTo(fetchMock, 'PUT', '/wps/member/safer-play/limits')).toEqual([
      { kind: 'wager', period: 'week', amount: null },
    ]);
  });

  it("shows the server's refusal in the member's words and keeps the form open", async () => {
    renderPage({
      'PUT /wps/member/safer-play/limits': () => new ApiFailure('VALIDATION_FAILED', 400),
    });
    const row = await limitItem('Daily deposit limit');
    fireEvent.click(within(row).getByRole('button', { name: 'Set: Daily deposit limit' }));
    fireEvent.change(within(row).getByLabelText('Daily deposit limit (RM)'), {
      target: { value: '10' },
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    const alert = await within(row).findByRole('alert');
    expect(alert.textContent).toBe(VALIDATION_TEXT);
    expect(within(row).getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('offers no change while a break runs', async () => {
    view = {
      ...view,
      break: { kind: 'timeout', startedAt: '2026-11-28T00:00:00.000Z', endsAt: LATER },
    };
    renderPage();
    expect(
      await screen.findByText('You are on a break: limits cannot be changed until it ends.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('limit')).toHaveLength(9));
    expect(screen.queryByRole('button', { name: /^(Set|Change):/ })).toBeNull();
  });

  it('offers to try again when the limits cannot be loaded', async () => {
    renderPage({ 'GET /wps/member/safer-play': () => new ApiFailure('SYSTEM_ERROR', 500) });
    expect(await screen.findByText('We could not load your limits.')).toBeTruthy();
  });
});
