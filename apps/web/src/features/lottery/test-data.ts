/** Builders of the lottery answers for the tests (never imported by the site). */
import { fairSeedHash } from '@portal/shared/crypto/fair-draw';
import { DEFAULT_ODDS } from '@portal/shared/lottery/odds';
import { BET_KINDS } from '@portal/shared/lottery/bet-types';
import { drawSheet } from '@portal/shared/lottery/draw';
import type {
  DrawResult,
  GameMenuEntry,
  GameMenuValue,
  OpenNumeroValue,
  TicketView,
} from '@portal/shared/schemas/lottery';

export const SEED = '5f'.repeat(32);

export function gameEntry(overrides: Partial<GameMenuEntry> = {}): GameMenuEntry {
  return {
    gameCode: 'vnf1',
    name: 'Fast 1 minute',
    kind: 'fast',
    region: 'north',
    accountTypeName: 'TCG_LOTTO_VN',
    vendor: 'TCG_LOTTO_VN',
    intervalMinutes: 1,
    nextDraw: null,
    ...overrides,
  };
}

export function gameMenu(): GameMenuValue {
  return {
    prizeMode: 'Elott',
    groups: [
      {
        group: 'north',
        gameMenus: [
          gameEntry({
            gameCode: 'vn-mb',
            name: 'Miền Bắc',
            kind: 'traditional',
            intervalMinutes: null,
          }),
        ],
      },
      { group: 'fast', gameMenus: [gameEntry()] },
    ],
    serverTime: new Date().toISOString(),
  };
}

/** The open draw of vnf1 with the Elott odds as the API writes them (decimal numbers). */
export function openNumero(): OpenNumeroValue {
  const now = Date.now();
  const ratio = (r: { num: number; den: number }) => r.num / r.den;
  return {
    game: gameEntry(),
    draw: {
      drawId: 'vnf1-20261126-0600',
      gameCode: 'vnf1',
      numero: '20261126-0600',
      drawAt: new Date(now + 90_000).toISOString(),
      closeAt: new Date(now + 60_000).toISOString(),
      state: 'open',
      seedHash: fairSeedHash(SEED),
    },
    odds: BET_KINDS.map((kind) => ({
      kind,
      payout: ratio(DEFAULT_ODDS.Elott[kind].north.payout),
      pointCost: ratio(DEFAULT_ODDS.Elott[kind].north.pointCost),
    })),
    limits: { minUnitStake: 1, maxMultiplier: 1000, maxStakePerNumber: 10_000 },
    serverTime: new Date(now).toISOString(),
  };
}

/** A fast draw drawn by drawSheet with SEED, as the results call answers it. */
export function fastResult(overrides: Partial<DrawResult> = {}): DrawResult {
  const drawId = 'vnf1-20261126-0599';
  return {
    drawId,
    gameCode: 'vnf1',
    numero: '20261126-0599',
    drawAt: '2026-11-26T09:59:00.000Z',
    closeAt: '2026-11-26T09:58:50.000Z',
    state: 'settled',
    seedHash: fairSeedHash(SEED),
    region: 'north',
    // ResultSheet is readonly, the API's sheet type mutable: the same data.
    sheet: drawSheet(SEED, drawId, 'north') as DrawResult['sheet'],
    seed: SEED,
    drawnAt: '2026-11-26T09:59:00.000Z',
    ...overrides,
  };
}

export function ticket(overrides: Partial<TicketView> = {}): TicketView {
  return {
    ticketNo: 'T-000123',
    drawId: 'vnf1-20261126-0600',
    gameCode: 'vnf1',
    numero: '20261126-0600',
    selection: { kind: 'lo2', numbers: ['05', '12'] },
    lines: 2,
    unitStake: 1,
    multiplier: 2,
    cost: 108,
    maxPayout: 5238,
    state: 'pending',
    payout: 0,
    occurrences: null,
    placedAt: '2026-11-26T09:59:30.000Z',
    settledAt: null,
    ...overrides,
  };
}
