import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  FairStream,
  createFairSeed,
  fairSeedHash,
  pickWeighted,
} from '@portal/shared/crypto/fair-draw';
import type { RewardTicket, RewardTicketsValue, TicketPrize } from '@portal/shared/schemas/rewards';
import { ApiFailure, callsTo, serveApi, type ApiMock } from '../../../components/ui/test-api';
import { renderWithProviders } from '../../../components/ui/test-utils';
import { formatDateTime } from '../../../lib/format-date-time';
import { useSession } from '../../session/hooks/use-session';
import { RewardCentrePage } from './reward-centre-page';

const TICKETS = '/wps/member/rewards/tickets';
const open = (id: number) => `/wps/member/rewards/tickets/${id}/open`;

const PRIZES: TicketPrize[] = [
  {
    type: 'bonus',
    label: '8.00 bonus',
    amount: 8,
    turnoverMultiple: 1,
    points: null,
    ticketKind: null,
    weight: 30,
  },
  {
    type: 'points',
    label: '500 points',
    amount: null,
    turnoverMultiple: null,
    points: 500,
    ticketKind: null,
    weight: 40,
  },
  {
    type: 'ticket',
    label: 'A prize wheel spin',
    amount: null,
    turnoverMultiple: null,
    points: null,
    ticketKind: 'prize_wheel',
    weight: 10,
  },
  {
    type: 'nothing',
    label: 'Better luck next time',
    amount: null,
    turnoverMultiple: null,
    points: null,
    ticketKind: null,
    weight: 20,
  },
];

/** A ticket with a real committed seed; `seed` is what the server keeps until the open. */
function buildTicket(id: number, overrides: Partial<RewardTicket> = {}) {
  const seed = createFairSeed();
  const ticket: RewardTicket = {
    id,
    ticketNo: `T261126${String(id).padStart(8, '0')}`,
    kind: 'golden_egg',
    source: 'first_deposit',
    status: 'unopened',
    grantedAt: '2026-11-26T02:00:00.000Z',
    expiresAt: '2026-12-26T02:00:00.000Z',
    openedAt: null,
    seedHash: fairSeedHash(seed),
    seed: null,
    prizes: PRIZES,
    prizeIndex: null,
    prizeReference: null,
    currency: 'MYR',
    ...overrides,
  };
  return { ticket, seed };
}

/** The ticket as the server answers its open: the prize drawn from the seed, the seed revealed. */
function opened(ticket: RewardTicket, seed: string) {
  const prizeIndex = pickWeighted(
    new FairStream(seed, ticket.ticketNo),
    ticket.prizes.map((prize) => prize.weight),
  );
  const references = ['B88', '500 PTS', 'T26112699999999', null];
  return {
    ...ticket,
    status: 'opened' as const,
    openedAt: '2026-11-26T02:05:00.000Z',
    seed,
    prizeIndex,
    prizeReference: references[prizeIndex] ?? null,
  };
}

let fetchMock: ApiMock;
let reducedMotion: boolean;

function listOf(list: RewardTicket[], url: URL, total = list.length): RewardTicketsValue {
  return {
    list,
    page: Number(url.searchParams.get('page') ?? 1),
    pageSize: 20,
    total,
    unopened: list.filter((ticket) => ticket.status === 'unopened').length,
  };
}

function renderPage(routes: Record<string, (body: unknown, url: URL) => unknown>) {
  fetchMock = serveApi(routes);
  return renderWithProviders(<RewardCentrePage navigate={vi.fn()} />);
}

/** One press on the card's "Smash the egg": the dialog comes up with the open under way. */
async function openDialog() {
  const card = (await screen.findAllByTestId('reward-ticket'))[0]!;
  fireEvent.click(within(card).getByRole('button', { name: 'Smash the egg' }));
  const dialog = await screen.findByRole('dialog', { name: 'Golden egg' });
  return { dialog };
}

describe('RewardCentrePage', () => {
  beforeEach(() => {
    reducedMotion = true;
    useSession.setState({ token: 'member-token' });
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion') ? reducedMotion : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSession.setState({ token: null });
  });

  it('lists unopened tickets with their source, expiry, odds and published hash', async () => {
    const { ticket } = buildTicket(1);
    renderPage({ [`GET ${TICKETS}`]: (_b, url) => listOf([ticket], url) });
    const card = await screen.findByTestId('reward-ticket');
    expect(within(card).getByRole('heading', { name: 'Golden egg' })).toBeTruthy();
    expect(card.textContent).toContain('From: First deposit');
    expect(within(card).getByTestId('ticket-expiry').textContent).toBe(
      `Open by ${formatDateTime(ticket.expiresAt, 'EN')}`,
    );
    const rows = within(within(card).getByTestId('ticket-prizes')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '8.00 bonusTurnover 1× (RM 8.00)30%',
      '500 points40%',
      'A prize wheel spin10%',
      'Better luck next time20%',
    ]);
    expect(card.textContent).toContain('Fairness: SHA-256 of the secret seed');
    expect(within(card).getByTestId('ticket-seed-hash').textContent).toBe(ticket.seedHash);
    expect(screen.getByRole('button', { name: /^Unopened/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('asks by status and by page, and explains how tickets are earned when there are none', async () => {
    const { ticket, seed } = buildTicket(2);
    const done = opened(ticket, seed);
    renderPage({
      [`GET ${TICKETS}`]: (_b, url) => {
        const status = url.searchParams.get('status');
        if (status === 'opened') return listOf([done], url, 21);
        return listOf([], url);
      },
    });
    expect(await screen.findByText('No tickets to open')).toBeTruthy();
    expect(screen.getByText(/You earn tickets with your first deposit/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Opened' }));
    const card = await screen.findByTestId('reward-ticket');
    expect(within(card).getByTestId('ticket-won').textContent).toContain(
      PRIZES[done.prizeIndex]!.label,
    );
    expect(within(card).queryByTestId('ticket-seed-hash')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET', TICKETS).some(([input]) =>
          String(input).includes('status=opened&page=2'),
        ),
      ).toBe(true),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Expired' }));
    expect(await screen.findByText('No expired tickets')).toBeTruthy();
  });

  it('opens a ticket once, shows its prize and verifies the draw in the browser', async () => {
    const { ticket, seed } = buildTicket(3);
    const answer = opened(ticket, seed);
    let isOpen = false;
    renderPage({
      [`GET ${TICKETS}`]: (_b, url) => listOf(isOpen ? [] : [ticket], url),
      [`POST ${open(3)}`]: (body) => {
        expect(body).toEqual({});
        isOpen = true;
        return answer;
      },
    });
    const { dialog } = await openDialog();

    const prize = await within(dialog).findByTestId('ticket-prize-label');
    expect(prize.textContent).toBe(PRIZES[answer.prizeIndex]!.label);
    expect(callsTo(fetchMock, 'POST', open(3))).toHaveLength(1);
    expect(within(dialog).getByTestId('verify-hash').getAttribute('data-ok')).toBe('true');
    expect(within(dialog).getByTestId('verify-prize').getAttribute('data-ok')).toBe('true');
    expect(within(dialog).getByTestId('verify-prize').textContent).toContain(
      `Drawn again in your browser: ${PRIZES[answer.prizeIndex]!.label}`,
    );
    const details = [
      'RM 8.00 into your bonus wallet, released after 1× its amount in valid bets (RM 8.00).',
      '500 points added to your points balance.',
      'Another ticket: Prize wheel, waiting in your unopened tickets.',
      'No prize this time',
    ];
    expect(within(dialog).getByTestId('ticket-prize').textContent).toContain(
      details[answer.prizeIndex],
    );
    expect(within(dialog).getByTestId('proof-seed').textContent).toBe(seed);
    expect(within(dialog).getByTestId('proof-hash').textContent).toBe(ticket.seedHash);
    expect(within(dialog).getByTestId('proof-ticket').textContent).toBe(ticket.ticketNo);
    expect(dialog.textContent).toContain(`"${ticket.ticketNo}:0"`);
    // The list is asked again: the opened ticket leaves the unopened tickets.
    expect(await screen.findByText('No tickets to open')).toBeTruthy();
  });

  it('plays the animation to its end before showing the prize', async () => {
    reducedMotion = false;
    // jsdom has no CSS.escape, which the dialog's presence reads on every animation end.
    vi.stubGlobal('CSS', { escape: (text: string) => text });
    const { ticket, seed } = buildTicket(4);
    renderPage({
      [`GET ${TICKETS}`]: (_b, url) => listOf([ticket], url),
      [`POST ${open(4)}`]: () => opened(ticket, seed),
    });
    const { dialog } = await openDialog();
    const stage = within(dialog).getByTestId('open-ticket');
    await waitFor(() => expect(stage.getAttribute('data-state')).toBe('reveal'));
    expect(within(dialog).queryByTestId('ticket-prize')).toBeNull();
    const shellTop = stage.querySelector('g[clip-path$="-top)"]')!;
    expect(shellTop).toBeTruthy();
    act(() => {
      fireEvent.animationEnd(shellTop);
    });
    expect(stage.getAttribute('data-state')).toBe('opened');
    expect(within(dialog).getByTestId('ticket-prize')).toBeTruthy();
  });

  it('marks a seed that does not match its hash, and a prize the seed does not give', async () => {
    const { ticket, seed } = buildTicket(5);
    const genuine = opened(ticket, seed);
    const tampered = {
      ...genuine,
      seed: createFairSeed(),
      prizeIndex: (genuine.prizeIndex + 1) % PRIZES.length,
    };
    renderPage({
      [`GET ${TICKETS}`]: (_b, url) => listOf([ticket], url),
      [`POST ${open(5)}`]: () => tampered,
    });
    const { dialog } = await openDialog();
    await within(dialog).findByTestId('ticket-prize');
    expect(within(dialog).getByTestId('verify-hash').getAttribute('data-ok')).toBe('false');
    expect(within(dialog).getByTestId('verify-hash').textContent).toContain('✗');
    // Redrawn from the substituted seed, the prize is whatever that seed gives: rarely the one paid.
    const redrawn = pickWeighted(
      new FairStream(tampered.seed, ticket.ticketNo),
      PRIZES.map((prize) => prize.weight),
    );
    expect(within(dialog).getByTestId('verify-prize').getAttribute('data-ok')).toBe(
      String(redrawn === tampered.prizeIndex),
    );
  });

  it('marks a paid prize that the genuine seed does not give', async () => {
    const { ticket, seed } = buildTicket(6);
    const genuine = opened(ticket, seed);
    renderPage({
      [`GET ${TICKETS}`]: (_b, url) => listOf([ticket], url),
      [`POST ${open(6)}`]: () => ({
        ...genuine,
        prizeIndex: (genuine.prizeIndex + 1) % PRIZES.length,
      }),
    });
    const { dialog } = await openDialog();
    await within(dialog).findByTestId('ticket-prize');
    expect(within(dialog).getByTestId('verify-hash').getAttribute('data-ok')).toBe('true');
    expect(within(dialog).getByTestId('verify-prize').getAttribute('data-ok')).toBe('false');
  });

  it('smashes the egg with one press, offering its button again only to retry a failure', async () => {
    const { ticket, seed } = buildTicket(9);
    let calls = 0;
    renderPage({
      [`GET ${TICKETS}`]: (_b, url) => listOf([ticket], url),
      [`POST ${open(9)}`]: () => {
        calls += 1;
        return calls === 1 ? new ApiFailure('SYSTEM_ERROR', 500) : opened(ticket, seed);
      },
    });
    const { dialog } = await openDialog();
    await within(dialog).findByRole('alert');
    expect(calls).toBe(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Smash the egg' }));
    await within(dialog).findByTestId('ticket-prize');
    expect(calls).toBe(2);
  });

  it('says so when the ticket was opened elsewhere', async () => {
    const { ticket } = buildTicket(7);
    renderPage({
      [`GET ${TICKETS}`]: (_b, url) => listOf([ticket], url),
      [`POST ${open(7)}`]: () => new ApiFailure('REWARD_TICKET_OPENED', 409),
    });
    const { dialog } = await openDialog();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This ticket has already been opened.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Smash the egg' })).toBeNull();
  });

  it('verifies an opened ticket from the list', async () => {
    const { ticket, seed } = buildTicket(8, { kind: 'prize_wheel', source: 'ticket' });
    const done = opened(ticket, seed);
    renderPage({
      [`GET ${TICKETS}`]: (_b, url) =>
        url.searchParams.get('status') === 'opened' ? listOf([done], url) : listOf([], url),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Opened' }));
    const card = await screen.findByTestId('reward-ticket');
    expect(card.textContent).toContain('From: Prize of another ticket');
    fireEvent.click(within(card).getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: `Verify ticket ${ticket.ticketNo}` });
    expect(within(dialog).getByTestId('verify-hash').getAttribute('data-ok')).toBe('true');
    expect(within(dialog).getByTestId('verify-prize').getAttribute('data-ok')).toBe('true');
  });
});
