import { fromMinor, toMinor } from '@portal/shared/money';
import type { operatorLotteryLimitsSchema } from '@portal/shared/schemas/lottery';
import type { PrizeMode } from '@portal/shared/lottery/odds';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { Executor } from '../../db/transaction.js';
import { readStoredSettings, writeStoredSettings } from './lottery-settings.repository.js';

export type LotteryLimitsInput = z.infer<typeof operatorLotteryLimitsSchema>;

/** The operator's lottery limits, amounts in minor units (as stored). */
export interface LotterySettings {
  cutoffMinutes: number;
  fastCutoffSeconds: number;
  minUnitStake: bigint;
  maxMultiplier: number;
  maxStakePerNumber: bigint;
  liabilityCap: bigint;
  prizeMode: PrizeMode;
}

export const DEFAULT_LOTTERY_SETTINGS: LotterySettings = {
  cutoffMinutes: 15,
  fastCutoffSeconds: 10,
  minUnitStake: 100n,
  maxMultiplier: 1000,
  maxStakePerNumber: 1_000_000n,
  liabilityCap: 100_000_000n,
  prizeMode: 'Lott',
};

const CACHE_MS = 5_000;

interface StoredSettings {
  cutoffMinutes: number;
  fastCutoffSeconds: number;
  minUnitStake: string;
  maxMultiplier: number;
  maxStakePerNumber: string;
  liabilityCap: string;
  prizeMode: PrizeMode;
}

/** The answer shape of GET/PUT /wps/operator/lottery/settings (major units). */
export function settingsView(settings: LotterySettings): LotteryLimitsInput {
  return {
    cutoffMinutes: settings.cutoffMinutes,
    fastCutoffSeconds: settings.fastCutoffSeconds,
    minUnitStake: Number(fromMinor(settings.minUnitStake)),
    maxMultiplier: settings.maxMultiplier,
    maxStakePerNumber: Number(fromMinor(settings.maxStakePerNumber)),
    liabilityCap: Number(fromMinor(settings.liabilityCap)),
    prizeMode: settings.prizeMode,
  } as LotteryLimitsInput;
}

/**
 * The lottery_settings row (one), read through a short cache: draws, tickets and the public
 * calls all ask for it. Without a row the defaults apply, with the site's prize mode when set.
 */
export class LotterySettingsReader {
  private cached: { at: number; value: LotterySettings } | null = null;

  constructor(
    private readonly db: DB,
    private readonly defaultPrizeMode: () => Promise<PrizeMode | null> = async () => null,
    private readonly clock: () => number = Date.now,
  ) {}

  async get(): Promise<LotterySettings> {
    if (this.cached && this.clock() - this.cached.at < CACHE_MS) return this.cached.value;
    const value = await this.read(this.db);
    this.cached = { at: this.clock(), value };
    return value;
  }

  async read(executor: Executor): Promise<LotterySettings> {
    const stored = await readStoredSettings(executor);
    if (stored === undefined) {
      const prizeMode = (await this.defaultPrizeMode()) ?? DEFAULT_LOTTERY_SETTINGS.prizeMode;
      return { ...DEFAULT_LOTTERY_SETTINGS, prizeMode };
    }
    const parsed = JSON.parse(stored) as StoredSettings;
    return {
      ...parsed,
      minUnitStake: BigInt(parsed.minUnitStake),
      maxStakePerNumber: BigInt(parsed.maxStakePerNumber),
      liabilityCap: BigInt(parsed.liabilityCap),
    };
  }

  /** Stores the operator's settings (the caller audits in the same transaction). */
  async write(input: LotteryLimitsInput, executor: Executor): Promise<LotterySettings> {
    const value: LotterySettings = {
      cutoffMinutes: input.cutoffMinutes,
      fastCutoffSeconds: input.fastCutoffSeconds,
      minUnitStake: toMinor(input.minUnitStake),
      maxMultiplier: input.maxMultiplier,
      maxStakePerNumber: toMinor(input.maxStakePerNumber),
      liabilityCap: toMinor(input.liabilityCap),
      prizeMode: input.prizeMode,
    };
    const settings = JSON.stringify({
      ...value,
      minUnitStake: String(value.minUnitStake),
      maxStakePerNumber: String(value.maxStakePerNumber),
      liabilityCap: String(value.liabilityCap),
    } satisfies StoredSettings);
    await writeStoredSettings(executor, settings, new Date().toISOString());
    this.cached = null;
    return value;
  }

  invalidate(): void {
    this.cached = null;
  }
}
