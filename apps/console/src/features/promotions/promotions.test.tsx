import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type {
  OperatorPromotion,
  OperatorPromotionListItem,
  PromotionFigures,
} from '@portal/shared/schemas/promotions';
import { renderConsole } from '../../../test/render';
import { fill, page } from '../content/test/samples';

// Whole-console renders with typing take seconds on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

const promotion = (
  id: number,
  overrides: Partial<OperatorPromotionListItem> = {},
): OperatorPromotionListItem => ({
  id,
  code: `welcome-${id}`,
  kind: 'deposit_match',
  type: 'welcome',
  badge: 'hot',
  status: 'published',
  startsAt: '2030-01-01T00:00:00.000Z',
  endsAt: null,
  sortOrder: id,
  terms: {
    kind: 'deposit_match',
    percent: 100,
    capAmount: 500,
    minDeposit: 50,
    turnoverMultiple: 2,
  },
  eligibility: { newMembersOnly: false, frequency: 'once', minVipRank: 0 },
  bonus: { expiryDays: 7, weights: {} },
  contents: {
    EN: { title: `Welcome ${id}`, summary: 'First deposit', content: '<p>Hi</p>', imageUrl: null },
  },
  participants: 3,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-02T00:00:00.000Z',
  state: 'running',
  ...overrides,
});

const figures: PromotionFigures = {
  promotionId: 5,
  membersJoined: 12,
  bonusesIssued: 10,
  bonusIssued: 1234.5,
  bonusPaid: 300,
  bonusInProgress: 800,
  bonusLost: 134.5,
  bonusesCompleted: 3,
  turnoverRequired: 10000,
  turnoverMet: 2500,
  deposits: 5000,
  costPercent: 24.69,
};

describe('the promotions list', () => {
  it('lists promotions with their state and schedule, filtered in the URL, and archives one', async () => {
    const { calls } = await renderConsole('/promotions?state=running', {
      role: 'marketing',
      routes: {
        'GET /promotions': page([promotion(1), promotion(2, { state: 'scheduled' })]),
        'DELETE /promotions/:id': promotion(1, { status: 'archived', state: 'archived' }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Promotions' });
    expect(await within(table).findByText('Welcome 1')).toBeTruthy();
    expect(within(table).getByText('Scheduled')).toBeTruthy();
    expect(calls.find((call) => call.path === '/promotions')?.query).toMatchObject({
      state: 'running',
      sort: 'sortOrder',
    });
    await userEvent.click(within(table).getAllByRole('button', { name: 'Archive' })[0]!);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path === '/promotions/1')).toBe(
        true,
      ),
    );
  });

  it('hides creating and archiving from a role that only reads', async () => {
    await renderConsole('/promotions', {
      role: 'finance',
      routes: { 'GET /promotions': page([promotion(1)]) },
    });
    expect(await screen.findByText('Welcome 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New promotion' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
  });
});

describe('the promotion editor', () => {
  it('creates a deposit match in two languages with the shared schema’s body, and shows the HTML as the server cleans it', async () => {
    const created: OperatorPromotion = promotion(9);
    const { calls } = await renderConsole('/promotions/new', {
      role: 'marketing',
      routes: { 'POST /promotions': created, 'GET /promotions/:id': created },
    });
    await screen.findByRole('heading', { name: 'New promotion' });
    await fill(screen.getByLabelText(/^Code/), 'reload-50');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'published');
    await fill(screen.getByLabelText('Start (GMT+8)'), '2030-05-01T09:30');
    await fill(screen.getByLabelText('Match (%)'), '50');
    await fill(screen.getByLabelText('Largest bonus'), '200');
    await fill(screen.getByLabelText('Smallest deposit'), '30');
    await fill(screen.getByLabelText(/^Turnover multiple/), '3');
    await fill(screen.getByLabelText('Title (EN)'), 'Reload 50%');
    await fill(
      screen.getByLabelText('Page (EN)'),
      '<p onclick="steal()">Deposit <strong>now</strong></p><script>alert(1)</script>',
    );
    const cleaned = await screen.findByTestId('cleaned-EN');
    expect(cleaned.innerHTML).toBe('<p>Deposit <strong>now</strong></p>');
    expect(screen.getByText(/The server will remove parts of this HTML/)).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: /CN/ }));
    await fill(screen.getByLabelText('Title (CN)'), '续存 50%');
    await userEvent.click(screen.getByRole('button', { name: 'Create promotion' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      code: 'reload-50',
      type: 'welcome',
      badge: null,
      status: 'published',
      startsAt: '2030-05-01T01:30:00.000Z',
      endsAt: null,
      sortOrder: 0,
      terms: {
        kind: 'deposit_match',
        percent: 50,
        capAmount: 200,
        minDeposit: 30,
        turnoverMultiple: 3,
      },
      eligibility: { newMembersOnly: false, frequency: 'once', minVipRank: 0 },
      bonus: { expiryDays: 7, weights: {} },
      contents: {
        EN: {
          title: 'Reload 50%',
          summary: '',
          content: '<p onclick="steal()">Deposit <strong>now</strong></p><script>alert(1)</script>',
          imageUrl: null,
        },
        CN: { title: '续存 50%', summary: '', content: '', imageUrl: null },
      },
    });
  }, 60_000);

  it('saves a promotion members took part in with its kind kept, as a replace', async () => {
    const { calls } = await renderConsole('/promotions/5', {
      role: 'marketing',
      routes: { 'GET /promotions/:id': promotion(5), 'PUT /promotions/:id': promotion(5) },
    });
    const kind = (await screen.findByLabelText('Kind')) as HTMLSelectElement;
    expect(kind.disabled).toBe(true);
    await fill(screen.getByLabelText('Title (EN)'), 'Welcome again');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const body = calls.find((call) => call.method === 'PUT')?.body as {
      terms: unknown;
      contents: { EN: { title: string } };
    };
    expect(calls.find((call) => call.method === 'PUT')?.path).toBe('/promotions/5');
    expect(body.terms).toEqual({
      kind: 'deposit_match',
      percent: 100,
      capAmount: 500,
      minDeposit: 50,
      turnoverMultiple: 2,
    });
    expect(body.contents.EN.title).toBe('Welcome again');
  });

  it('edits a daily check-in’s bonus per day and what follows the last day', async () => {
    const checkIn = promotion(6, {
      kind: 'signed',
      terms: { kind: 'signed', rewards: [1, 2, 3], afterLast: 'cycle', turnoverMultiple: 3 },
      participants: 0,
    });
    const { calls } = await renderConsole('/promotions/6', {
      role: 'marketing',
      routes: { 'GET /promotions/:id': checkIn, 'PUT /promotions/:id': checkIn },
    });
    expect(((await screen.findByLabelText('Day 1')) as HTMLInputElement).value).toBe('1');
    expect(screen.getAllByLabelText(/^Day \d+$/)).toHaveLength(7);
    await fill(screen.getByLabelText('Day 2'), '2.5');
    await fill(screen.getByLabelText('Day 4'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Add a day' }));
    await fill(screen.getByLabelText('Day 8'), '');
    await userEvent.selectOptions(screen.getByLabelText('After the last day'), 'cap');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const body = calls.find((call) => call.method === 'PUT')?.body as { terms: unknown };
    expect(body.terms).toEqual({
      kind: 'signed',
      rewards: [1, 2.5, 3, 10],
      afterLast: 'cap',
      turnoverMultiple: 3,
    });
  }, 60_000);

  it('refuses to send without a title in any language, as the server would', async () => {
    const { calls } = await renderConsole('/promotions/new', { role: 'marketing' });
    await fill(await screen.findByLabelText(/^Code/), 'no-title');
    await userEvent.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect(
      await screen.findByText('Write the title of at least one language (English first).'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows a promotion’s figures, and its form read-only to a role that cannot change it', async () => {
    await renderConsole('/promotions/5?tab=figures', {
      role: 'risk',
      routes: {
        'GET /promotions/:id': promotion(5),
        'GET /promotions/:id/figures': figures,
      },
    });
    expect(await screen.findByText('Members joined')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getByText('24.69%')).toBeTruthy();
    expect(screen.getByText('1,234.50')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Content and terms' }));
    expect(await screen.findByText(/Your role reads promotions/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('records a raffle prize and lists the prizes', async () => {
    const raffle = promotion(6, {
      kind: 'raffle',
      type: 'event',
      terms: { kind: 'raffle', turnoverMultiple: 1 },
    });
    const { calls } = await renderConsole('/promotions/6?tab=prizes', {
      role: 'finance',
      routes: {
        'GET /promotions/:id': raffle,
        'GET /promotions/:id/raffle-prizes': {
          list: [
            {
              id: 1,
              username: 'lucky01',
              amount: 88,
              status: 'claimed',
              grantedBy: 'finance01',
              createdAt: '2030-01-01T00:00:00.000Z',
              claimedAt: '2030-01-02T00:00:00.000Z',
            },
          ],
          total: 88,
          claimed: 88,
        },
        'POST /promotions/:id/raffle-prizes': { id: 2 },
      },
    });
    expect(await screen.findByText('lucky01')).toBeTruthy();
    await fill(screen.getByLabelText('Member (username)'), 'winner02');
    await fill(screen.getByLabelText('Prize'), '25.5');
    await userEvent.click(screen.getByRole('button', { name: 'Record a prize' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record a prize' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        username: 'winner02',
        amount: 25.5,
      }),
    );
    expect(calls.find((call) => call.method === 'POST')?.path).toBe('/promotions/6/raffle-prizes');
  });

  it('lists a cashback promotion’s runs and opens a day’s results', async () => {
    const cashback = promotion(7, {
      kind: 'cashback',
      type: 'cashback',
      terms: {
        kind: 'cashback',
        basis: 'net_loss',
        rates: { SPORTS: 5 },
        minPayout: 1,
        capAmount: 100,
        turnoverMultiple: 1,
      },
    });
    await renderConsole('/promotions/7?tab=cashback', {
      role: 'marketing',
      routes: {
        'GET /promotions/:id': cashback,
        'GET /promotions/:id/cashback-runs': {
          list: [
            {
              day: '2030-01-01',
              members: 2,
              total: 62.34,
              firstIssuedAt: '2030-01-02T00:00:00.000Z',
              lastIssuedAt: '2030-01-02T00:00:01.000Z',
            },
          ],
        },
        'GET /promotions/:id/cashback-runs/:day': {
          day: '2030-01-01',
          total: 62.34,
          list: [
            {
              bonusId: 1,
              bonusNo: 'B100',
              username: 'player01',
              amount: 50,
              turnoverRequired: 50,
              turnoverPlayed: 25,
              state: 'in_progress',
              issuedAt: '2030-01-02T00:00:00.000Z',
            },
          ],
        },
      },
    });
    expect(await screen.findByText('62.34')).toBeTruthy();
    // A marketer reads runs; paying a day is engagement.decide.
    expect(screen.queryByRole('button', { name: 'Pay a day now' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '2030-01-01' }));
    expect(await screen.findByText('player01')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
  });
});

const application = {
  id: 3,
  promotionId: 4,
  promotionCode: 'vip-rescue',
  username: 'member03',
  status: 'applying' as const,
  remark: 'Lost my deposit',
  contact: { app: 'zalo' as const, id: 'z-123' },
  images: ['data:image/png;base64,iVBORw0KGgo='],
  amount: null,
  reason: null,
  createdAt: '2030-01-01T00:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
};

describe('the applications queue', () => {
  it('shows waiting applications, enlarges an image, approves with an amount and rejects with a reason', async () => {
    const { calls } = await renderConsole('/promotions/applications', {
      role: 'risk',
      routes: {
        'GET /promotions/applications': page([application]),
        'POST /promotions/applications/:id/approve': { ...application, status: 'approved' },
        'POST /promotions/applications/:id/reject': { ...application, status: 'rejected' },
      },
    });
    expect(await screen.findByText('member03')).toBeTruthy();
    expect(calls.find((call) => call.path === '/promotions/applications')?.query.status).toBe(
      'applying',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enlarge image 1' }));
    const imageDialog = await screen.findByRole('dialog');
    expect(within(imageDialog).getByRole('img')).toBeTruthy();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    let dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText('Amount'), '120.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(
        calls.find((call) => call.path === '/promotions/applications/3/approve')?.body,
      ).toEqual({ amount: 120.5 }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText('Reason the member reads'), 'Screenshot unreadable');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/promotions/applications/3/reject')?.body).toEqual(
        {
          reason: 'Screenshot unreadable',
        },
      ),
    );
  });

  it('shows the server’s refusal and hides the decisions from a marketer', async () => {
    await renderConsole('/promotions/applications', {
      role: 'marketing',
      routes: { 'GET /promotions/applications': page([application]) },
    });
    expect(await screen.findByText('member03')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});

const bonus = {
  id: 11,
  bonusNo: 'B0011',
  source: 'deposit_match' as const,
  promotionId: 4,
  title: 'Welcome bonus',
  amount: 100,
  turnoverRequired: 400,
  turnoverPlayed: 100,
  progressPercent: 25,
  state: 'in_progress' as const,
  issuedAt: '2030-01-01T00:00:00.000Z',
  expiresAt: '2030-01-08T00:00:00.000Z',
  endedAt: null,
  weights: {},
  username: 'member04',
};

describe('the bonuses list', () => {
  it('filters in the URL, shows turnover progress, gives a bonus and cancels one with a reason', async () => {
    const { calls } = await renderConsole('/bonuses?state=in_progress&promotionId=4', {
      role: 'finance',
      routes: {
        'GET /bonuses': page([bonus]),
        'POST /bonuses': { ...bonus, id: 12, source: 'adjustment' },
        'POST /bonuses/:id/cancel': { ...bonus, state: 'cancelled' },
      },
    });
    expect(await screen.findByText('B0011')).toBeTruthy();
    expect(calls.find((call) => call.path === '/bonuses')?.query).toMatchObject({
      state: 'in_progress',
      promotionId: '4',
    });
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');

    await userEvent.click(screen.getByRole('button', { name: 'Give a bonus' }));
    let dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText('Member (username)'), 'member09');
    await fill(within(dialog).getByLabelText('Amount'), '20');
    await fill(within(dialog).getByLabelText(/^Reason/), 'Birthday');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Give a bonus' }));
    await waitFor(() =>
      expect(
        calls.find((call) => call.method === 'POST' && call.path === '/bonuses')?.body,
      ).toEqual({
        username: 'member09',
        amount: 20,
        turnoverMultiple: 1,
        expiryDays: 7,
        reason: 'Birthday',
      }),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel bonus' }));
    dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText('Reason'), 'Duplicate account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel bonus' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/bonuses/11/cancel')?.body).toEqual({
        reason: 'Duplicate account',
      }),
    );
  });

  it('hides giving and cancelling from a marketer', async () => {
    await renderConsole('/bonuses', {
      role: 'marketing',
      routes: { 'GET /bonuses': page([bonus]) },
    });
    expect(await screen.findByText('B0011')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Give a bonus' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel bonus' })).toBeNull();
  });
});
