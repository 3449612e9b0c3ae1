import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  DownlineMember,
  DownlineTransferInfo,
  DownlineTransferResult,
} from '@portal/shared/schemas/agency';
import { withDesktopViewport } from '../../../components/records/desktop-viewport';
import {
  ApiFailure,
  bodiesSentTo,
  callsTo,
  serveApi,
  type ApiHandler,
} from '../../../components/ui/test-api';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { useTeamRecordsFilter } from '../hooks/use-team-records-filter';
import { formatDate } from '../agency-format';
import { downlineList, member } from '../test-data';
import { DownlinesPage } from './downlines-page';

// The worker keeps its modules from one file to the next (isolate: false, decision 072), and an
// earlier file may have evaluated this screen with the real modules mocked below: evaluate them
// afresh for this file, and leave none wired to these mocks for the next one.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

vi.mock('../../../lib/payload-encryption', () => ({
  encryptBody: (payload: unknown) => Promise.resolve({ encrypted: payload }),
  forgetPublicKey: () => undefined,
  preparePayloadEncryption: () => undefined,
}));

const LIST = '/wps/agent/team/members';
const TRANSFER = '/wps/agent/team/transfer';

/** The tree: agent01 (1) > sub01 (10, an agent with a team) > leaf11 (11); player20 (20). */
function tree(url: URL) {
  const parentId = url.searchParams.get('parentId');
  if (parentId === '10') {
    return downlineList([member(11, { account: 'leaf11', level: 2, upline: 'sub01' })], {
      breadcrumbs: [
        { id: 1, account: 'agent01' },
        { id: 10, account: 'sub01' },
      ],
    });
  }
  return downlineList([
    member(10, { account: 'sub01', type: 2, directCount: 1, downlineCount: 1 }),
    member(20, { account: 'player20', balance: 55.5 }),
  ]);
}

const info: DownlineTransferInfo = {
  min: 1,
  max: 5_000,
  balance: 1_000,
  currency: 'MYR',
  hasPaymentPassword: true,
};

function renderPage(routes: Record<string, ApiHandler> = {}) {
  const navigate = vi.fn();
  const fetchMock = serveApi({
    'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel() }),
    [`GET ${LIST}`]: (_body, url) => tree(url),
    [`GET ${TRANSFER}`]: () => info,
    ...routes,
  });
  renderWithProviders(<DownlinesPage navigate={navigate} />);
  return { fetchMock, navigate };
}

/** The row of an account, once the list shows it. */
const row = (account: string) =>
  waitFor(() => {
    const found = screen
      .getAllByTestId('downline-row')
      .find((element) => element.getAttribute('data-account') === account);
    if (!found) throw new Error(`no row of ${account}`);
    return found;
  });

const listParams = (fetchMock: ReturnType<typeof serveApi>) =>
  callsTo(fetchMock, 'GET', LIST).map(([input]) =>
    Object.fromEntries(new URL(String(input), 'http://localhost').searchParams),
  );

describe('DownlinesPage', () => {
  withDesktopViewport();
  beforeEach(() => useTeamRecordsFilter.getState().clear());

  it('drills down into a team and back up by the breadcrumbs', async () => {
    const { fetchMock } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Open the team of sub01' }));
    expect(await row('leaf11')).toBeTruthy();
    expect(listParams(fetchMock).at(-1)).toMatchObject({ parentId: '10', page: '1' });
    const crumbs = screen.getByRole('navigation', { name: 'Levels of your team' });
    expect(within(crumbs).getByText('sub01').getAttribute('aria-current')).toBe('location');
    fireEvent.click(within(crumbs).getByRole('button', { name: 'agent01' }));
    expect(await row('player20')).toBeTruthy();
    expect(listParams(fetchMock).at(-1)).not.toHaveProperty('parentId');
    expect(screen.queryByRole('navigation', { name: 'Levels of your team' })).toBeNull();
  });

  it("shows each member's time-out or self-exclusion, read only, and nothing for the others", async () => {
    const onBreak = (id: number, playBreak: unknown) =>
      ({ ...member(id, { account: `player${id}` }), playBreak }) as DownlineMember;
    renderPage({
      [`GET ${LIST}`]: () =>
        downlineList([
          onBreak(31, { kind: 'timeout', endsAt: '2026-12-05T04:00:00.000Z' }),
          onBreak(32, { kind: 'exclusion', endsAt: '2027-05-28T04:00:00.000Z' }),
          onBreak(33, { kind: 'exclusion', endsAt: null }),
          onBreak(34, null),
        ]),
    });
    const badge = async (account: string) =>
      within(await row(account)).queryByTestId('play-break')?.textContent ?? null;
    expect(await badge('player31')).toBe(
      `Time-out until ${formatDate('2026-12-05T04:00:00.000Z', 'EN')}`,
    );
    expect(await badge('player32')).toBe(
      `Self-excluded until ${formatDate('2027-05-28T04:00:00.000Z', 'EN')}`,
    );
    expect(await badge('player33')).toBe('Self-excluded permanently');
    expect(await badge('player34')).toBeNull();
    // Nothing on the row changes a break: its only actions are the usual ones.
    const actions = within(await row('player32'))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(actions).toEqual(['Transfer', 'Make agent', 'Team records']);
  });

  it('offers transfer to direct downlines only, and make agent to direct members', async () => {
    renderPage();
    const agent = await row('sub01');
    expect(within(agent).getByRole('button', { name: 'Transfer' })).toBeTruthy();
    expect(within(agent).queryByRole('button', { name: 'Make agent' })).toBeNull();
    const player = await row('player20');
    expect(within(player).getByRole('button', { name: 'Make agent' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open the team of sub01' }));
    const leaf = await row('leaf11');
    expect(within(leaf).queryByRole('button', { name: 'Transfer' })).toBeNull();
    expect(within(leaf).queryByRole('button', { name: 'Make agent' })).toBeNull();
    expect(within(leaf).getByRole('button', { name: 'Team records' })).toBeTruthy();
  });

  it('hides make agent when the agent may grant no type', async () => {
    renderPage({
      [`GET ${LIST}`]: () =>
        downlineList([member(20, { account: 'player20' })], { grantableType: null }),
    });
    const player = await row('player20');
    expect(within(player).getByRole('button', { name: 'Transfer' })).toBeTruthy();
    expect(within(player).queryByRole('button', { name: 'Make agent' })).toBeNull();
  });

  it("opens team betting limited to the member's team", async () => {
    const { navigate } = renderPage();
    fireEvent.click(within(await row('player20')).getByRole('button', { name: 'Team records' }));
    expect(navigate).toHaveBeenCalledWith('personalHistoryCopy');
    expect(useTeamRecordsFilter.getState().team).toEqual({ id: 20, account: 'player20' });
  });

  it('makes a direct member an agent after a confirmation', async () => {
    const { fetchMock } = renderPage({
      'POST /wps/agent/team/members/type': () => ({ id: 20, account: 'player20', type: 2 }),
    });
    fireEvent.click(within(await row('player20')).getByRole('button', { name: 'Make agent' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Give player20 the account type “Agent”?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make agent' }));
    expect(await screen.findByText('player20 is now an agent.')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST', '/wps/agent/team/members/type')).toEqual([
      { memberId: 20 },
    ]);
  });

  it('sends a transfer with one reference however often it is confirmed, a new one for a new amount', async () => {
    let attempts = 0;
    const result: DownlineTransferResult = {
      reference: 'r',
      amount: 25,
      balance: 975,
      downline: 'player20',
      currency: 'MYR',
      time: '2026-11-26T04:00:00.000Z',
    };
    const { fetchMock } = renderPage({
      [`POST ${TRANSFER}`]: () => {
        attempts += 1;
        // The first answer is lost on the way (a network failure), the second is the transfer.
        return attempts === 1 ? new ApiFailure('SYSTEM_ERROR', 503) : result;
      },
    });
    fireEvent.click(within(await row('player20')).getByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByTestId('transfer-balance')).textContent).toBe('RM 1,000.00');

    // An amount typed, then changed: the reference sent is that of the last amount.
    const amount = within(dialog).getByLabelText('Amount');
    fireEvent.change(amount, { target: { value: '10' } });
    fireEvent.change(amount, { target: { value: '25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.change(within(dialog).getByLabelText('Payment password'), {
      target: { value: '135790' },
    });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm transfer' });
    fireEvent.click(confirm);
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm transfer' }));
    expect(await within(dialog).findByText('RM 25.00 was sent to player20.')).toBeTruthy();

    const sent = bodiesSentTo(fetchMock, 'POST', TRANSFER).map(
      (body) => body.encrypted as Record<string, unknown>,
    );
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ memberId: 20, amount: '25.00', paymentPassword: '135790' });
    expect(sent[1]!.reference).toBe(sent[0]!.reference);
    expect(sent[0]!.reference).toMatch(/^[0-9a-f]{32}$/);

    // A new transfer is a new reference.
    fireEvent.click(within(dialog).getByRole('button', { name: 'New transfer' }));
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.change(within(dialog).getByLabelText('Payment password'), {
      target: { value: '135790' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm transfer' }));
    await waitFor(() => expect(bodiesSentTo(fetchMock, 'POST', TRANSFER)).toHaveLength(3));
    const third = bodiesSentTo(fetchMock, 'POST', TRANSFER)[2]!.encrypted as Record<
      string,
      unknown
    >;
    expect(third.reference).not.toBe(sent[0]!.reference);
  });

  it('checks the amount against the limits and the wallet before asking for the password', async () => {
    const { fetchMock } = renderPage();
    fireEvent.click(within(await row('player20')).getByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(await within(dialog).findByLabelText('Amount'), {
      target: { value: '1000.01' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Your main wallet holds RM 1,000.00.')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Payment password')).toBeNull();
    expect(callsTo(fetchMock, 'POST', TRANSFER)).toEqual([]);
  });
});
