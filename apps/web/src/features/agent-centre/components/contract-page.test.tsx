import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contractPaths, type ContractKind } from '@portal/shared/schemas/contracts';
import { withDesktopViewport } from '../../../components/records/desktop-viewport';
import { bodiesSentTo, serveApi, type ApiHandler } from '../../../components/ui/test-api';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import {
  contract,
  contractQuery,
  contractRequest,
  downlineList,
  recordsValue,
  settlement,
} from '../contract-test-data';
import { ContractPage } from './contract-page';

type Relay = Record<string, ApiHandler>;

/** Serves one kind's relay call, answering each action with its handler. */
function renderPage(kind: ContractKind, relay: Relay) {
  const fetchMock = serveApi({
    'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel() }),
    [`POST ${contractPaths[kind]}`]: (body, url) => {
      const { action } = body as { action: string };
      const handler = relay[action];
      if (!handler) throw new Error(`unexpected action ${action}`);
      return handler(body, url);
    },
  });
  renderWithProviders(<ContractPage kind={kind} />);
  return fetchMock;
}

const dividendRelay = (extra: Relay = {}): Relay => ({
  query: () => contractQuery('dividend', { own: contract() }),
  downlines: () =>
    downlineList([{ memberId: 11, account: 'sub11', type: 2, contract: null, pending: null }]),
  records: () => recordsValue([settlement({ carryIn: -150 })]),
  ...extra,
});

describe('ContractPage', () => {
  withDesktopViewport();

  it('shows the own contract: platform as grantor, the period and the tiers as percentages', async () => {
    renderPage('dividend', dividendRelay());
    const own = await screen.findByTestId('own-contract');
    expect(within(own).getByText('Platform')).toBeTruthy();
    expect(within(own).getByText('Monthly')).toBeTruthy();
    const section = screen.getByRole('region', { name: 'My contract' });
    const rows = within(section).getAllByTestId('tier-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('1,000.00');
    expect(rows[1]!.textContent).toContain('20.5%');
    expect(within(section).getByRole('button', { name: 'Request termination' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dividend contract' })).toBeTruthy();
  });

  it('explains how to get a contract when there is none, and accepts an offer after restating its terms', async () => {
    const fetchMock = renderPage('daily', {
      query: () => contractQuery('daily', { pending: [contractRequest()] }),
      downlines: () => downlineList(),
      records: () => recordsValue([]),
      accept: (body) => ({
        action: 'accept',
        request: contractRequest({ state: 'accepted', awaitingMe: false }),
        contract: contract({ kind: 'daily', period: null }),
        terminated: [],
        body,
      }),
    });
    expect(await screen.findByText('You have no contract yet')).toBeTruthy();
    const request = screen.getByTestId('pending-request');
    expect(within(request).getByText('Asked by boss09', { exact: false })).toBeTruthy();
    fireEvent.click(within(request).getByRole('button', { name: 'Accept' }));
    const path = contractPaths.daily;
    // Nothing is sent before the terms were restated and confirmed.
    const confirm = await screen.findByRole('dialog', { name: 'Accept this contract?' });
    expect(bodiesSentTo(fetchMock, 'POST', path).some((body) => body.action === 'accept')).toBe(
      false,
    );
    expect(within(confirm).getByText('Daily salary contract')).toBeTruthy();
    expect(within(confirm).getByText('boss09')).toBeTruthy();
    expect(within(confirm).getByText('every day')).toBeTruthy();
    expect(
      within(confirm).getByText(
        'As soon as you accept; the period in progress is its first settlement',
      ),
    ).toBeTruthy();
    expect(within(confirm).getByTestId('tiers-table')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Accept contract' }));
    expect(await screen.findByText('You accepted the contract.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSentTo(fetchMock, 'POST', path)).toContainEqual({
      action: 'accept',
      requestId: 70,
    });
    // The kind's queries are asked again after the change.
    await waitFor(() =>
      expect(
        bodiesSentTo(fetchMock, 'POST', path).filter((body) => body.action === 'query').length,
      ).toBeGreaterThan(1),
    );
  });

  it('refuses an offer above the own contract before posting, then posts valid terms', async () => {
    const fetchMock = renderPage(
      'dividend',
      dividendRelay({
        offer: () => ({
          action: 'offer',
          request: contractRequest({ kind: 'dividend', awaitingMe: false }),
          contract: null,
          terminated: [],
        }),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Offer contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer a contract to sub11' });
    fireEvent.change(within(dialog).getByLabelText('Team valid bet from'), {
      target: { value: '1000' },
    });
    fireEvent.change(within(dialog).getByLabelText('Active members from'), {
      target: { value: '3' },
    });
    fireEvent.change(within(dialog).getByLabelText('Rate (%)'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Tier 1 pays more than your own contract at the same figures.',
    );
    const offers = () =>
      bodiesSentTo(fetchMock, 'POST', contractPaths.dividend).filter((b) => b.action === 'offer');
    expect(offers()).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Rate (%)'), { target: { value: '9.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Your offer was sent to sub11.')).toBeTruthy();
    expect(offers()).toEqual([
      {
        action: 'offer',
        memberId: 11,
        terms: { period: 'monthly', tiers: [{ minValidBet: '1000', minActive: 3, rate: '9.5' }] },
      },
    ]);
  });

  it('shows the period totals and the settlements, and a downline records on request', async () => {
    const fetchMock = renderPage('dividend', dividendRelay());
    expect((await screen.findByTestId('records-total-amount')).textContent).toBe('1,234.50');
    const row = screen.getByTestId('settlement-row');
    expect(row.textContent).toContain('310.00');
    // The net win carried in from earlier periods, made up before the rate applies.
    expect(row.textContent).toContain('-150.00');
    expect(row.textContent).toContain('Tier 2');
    expect(screen.getByTestId('contract-chart')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Carried net win (RM)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Records' }));
    expect((await screen.findByTestId('records-member')).textContent).toContain('sub11');
    await waitFor(() =>
      expect(
        bodiesSentTo(fetchMock, 'POST', contractPaths.dividend).filter(
          (body) => body.action === 'records',
        ),
      ).toContainEqual(expect.objectContaining({ memberId: 11, period: 'month' })),
    );
  });

  it('lists only the periods that paid something, counts the others and lists them on request', async () => {
    const fetchMock = renderPage('realtime', {
      query: () => contractQuery('realtime', { own: contract({ kind: 'realtime', period: null }) }),
      downlines: () => downlineList(),
      records: (body) =>
        (body as { earningsOnly?: boolean }).earningsOnly
          ? recordsValue([], 28)
          : recordsValue(
              Array.from({ length: 3 }, (_, index) =>
                settlement({ id: 400 + index, kind: 'realtime', amount: 0, gross: 0 }),
              ),
              28,
            ),
    });
    expect(await screen.findByText('No earnings in this period yet.')).toBeTruthy();
    expect(screen.getByTestId('records-without-earnings').textContent).toContain(
      'Periods that paid nothing, not listed: 28.',
    );
    expect(screen.queryByTestId('settlement-row')).toBeNull();
    const asked = () =>
      bodiesSentTo(fetchMock, 'POST', contractPaths.realtime).filter(
        (body) => body.action === 'records',
      );
    expect(asked()[0]).toMatchObject({ earningsOnly: true });

    fireEvent.click(screen.getByRole('button', { name: 'List them' }));
    expect(await screen.findAllByTestId('settlement-row')).toHaveLength(3);
    expect(asked().at(-1)).not.toHaveProperty('earningsOnly');
    expect(screen.getByTestId('records-without-earnings').textContent).toContain(
      'Periods that paid nothing, listed below: 28.',
    );
  });
});
