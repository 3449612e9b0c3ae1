import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { resolveReportPeriod } from '@portal/shared/schemas/agency';
import { ApiFailure, callsTo, serveApi } from '../../../components/ui/test-api';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { overview } from '../test-data';
import { TeamOverviewPage } from './team-overview-page';
import { siteDayOf } from '@portal/shared/site-day';

const PATH = '/wps/agent/team/overview';

function renderPage(reply: (url: URL) => unknown = (url) => overview(url)) {
  const fetchMock = serveApi({
    'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel() }),
    [`GET ${PATH}`]: (_body, url) => reply(url),
  });
  renderWithProviders(<TeamOverviewPage navigate={vi.fn()} />);
  return fetchMock;
}

const asked = (fetchMock: ReturnType<typeof serveApi>) =>
  callsTo(fetchMock, 'GET', PATH).map(([input]) => {
    const url = new URL(String(input), 'http://localhost');
    return Object.fromEntries(url.searchParams);
  });

describe('TeamOverviewPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows today's team figures as cards, the profit and loss coloured by its sign", async () => {
    renderPage();
    expect((await screen.findByTestId('overview-teamSize')).textContent).toBe('12');
    expect(screen.getByText('Direct downlines: 3')).toBeTruthy();
    expect(screen.getByTestId('overview-deposits').textContent).toBe('RM 1,500.00');
    expect(screen.getByText('Deposits made: 5')).toBeTruthy();
    expect(screen.getByTestId('overview-validBets').textContent).toBe('RM 880.00');
    expect(screen.getByTestId('overview-bonuses').textContent).toBe('RM 18.88');
    const result = screen.getByTestId('overview-profitLoss');
    expect(result.textContent).toBe('RM −181.12');
    expect(result.getAttribute('data-tone')).toBe('down');
    expect(screen.getByTestId('team-chart')).toBeTruthy();
  });

  it('asks for the period chosen, and for two chosen days only once they can be read', async () => {
    const fetchMock = renderPage();
    await screen.findByTestId('overview-teamSize');
    fireEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() => expect(asked(fetchMock).at(-1)).toEqual({ period: 'yesterday' }));
    fireEvent.click(screen.getByRole('button', { name: 'This month' }));
    await waitFor(() => expect(asked(fetchMock).at(-1)).toEqual({ period: 'month' }));

    // Custom starts from the days shown: this month.
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    const month = resolveReportPeriod('month', new Date());
    await waitFor(() => expect(asked(fetchMock).at(-1)).toEqual({ period: 'custom', ...month }));
    const calls = asked(fetchMock).length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2020-01-01' } });
    expect(screen.getByRole('alert').textContent).toBe('The last day cannot be before the first.');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2019-12-30' } });
    await waitFor(() =>
      expect(asked(fetchMock).at(-1)).toEqual({
        period: 'custom',
        from: '2019-12-30',
        to: '2020-01-01',
      }),
    );
    expect(asked(fetchMock).length).toBe(calls + 1);
    expect((await screen.findByTestId('period-range')).textContent).toContain('2020');
  });

  it('refuses a custom range that ends after today or is too long, without asking', async () => {
    const fetchMock = renderPage();
    await screen.findByTestId('overview-teamSize');
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    await waitFor(() => expect(asked(fetchMock).at(-1)?.period).toBe('custom'));
    const calls = asked(fetchMock).length;
    const today = siteDayOf(new Date());
    fireEvent.change(screen.getByLabelText('To'), {
      target: { value: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}` },
    });
    expect(screen.getByRole('alert').textContent).toBe('The last day cannot be after today.');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2020-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2020-06-01' } });
    expect(screen.getByRole('alert').textContent).toBe('Choose at most 92 days.');
    expect(asked(fetchMock).length).toBe(calls);
  });

  it('explains a refusal by its error code and retries', async () => {
    let fail = true;
    renderPage((url) => (fail ? new ApiFailure('NON_AGENT', 403) : overview(url)));
    expect(await screen.findByText('We could not load your team overview.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('overview-teamSize')).textContent).toBe('12');
  });
});
