import type { Language } from '@portal/shared/constants/languages';
import { GAME_CATEGORIES } from '@portal/shared/constants/site';
import { fromMinor } from '@portal/shared/money';
import type {
  ConvertPointPayload,
  ConvertPointValue,
  PointBalance,
  PointConfig,
  PointMovementsQuery,
  PointMovementsValue,
  PointMovementType,
  PointRewardsQuery,
  PointRewardsValue,
  RedeemPointListQuery,
  RedeemPointListValue,
} from '@portal/shared/schemas/points';
import { POINT_LIST_MAX_DAYS, POINT_MOVEMENT_TYPES } from '@portal/shared/schemas/points';
import type { DB } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { pickLocalized } from '../../i18n/translate.js';
import { AppError } from '../../lib/app-error.js';
import { minor } from '../../db/minor.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import { SystemAccount, TransferKind } from '../../platform/ledger/ledger.types.js';
import type { PaymentPasswordCheck } from '../../platform/members/payment-password.js';
import { cashFor, cashValue, conversionStep } from './points-math.js';
import type { PointsLedger } from './points-ledger.js';
import type { PointsCatalogueRepository } from './points-catalogue.repository.js';
import type { PointsOrdersRepository } from './points-orders.repository.js';
import { movementKinds, type PointsRepository } from './points.repository.js';
import { presentRedeem, presentReward, redeemable, type ListRange } from './points-view.js';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 7;
const toNumber = (value: bigint) => Number(fromMinor(value));

export interface PointsServiceDeps {
  db: DB;
  repository: PointsRepository;
  catalogue: PointsCatalogueRepository;
  orders: PointsOrdersRepository;
  points: PointsLedger;
  ledger: Pick<LedgerService, 'transfer' | 'findTransfer' | 'balance'>;
  paymentPassword: Pick<PaymentPasswordCheck, 'verify'>;
  now?: () => Date;
}

/** A list's range: the query's, 7 days up to now by default, 90 at most, `to` exclusive. */
export function listRange(query: { from?: string; to?: string }, now: Date): ListRange {
  const to = query.to ? new Date(query.to) : now;
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - DEFAULT_DAYS * DAY_MS);
  const refuse = (reason: string) =>
    new AppError('VALIDATION_FAILED', {}, [{ path: 'to', reason }]);
  if (to.getTime() <= from.getTime()) throw refuse('not_after_from');
  if (to.getTime() - from.getTime() > POINT_LIST_MAX_DAYS * DAY_MS) throw refuse('range_too_long');
  return { from: from.toISOString(), to: to.toISOString() };
}

/** The conversion's ledger keys: the client's reference is the member's own, not global. */
const convertKey = (memberId: number, reference: string) =>
  `points:convert:${memberId}:${reference}`;

/**
 * The member's side of the points mall (decision 027): balance, rules, catalogue, history and
 * the conversion to cash. Redeeming is in points-redeem.service.ts.
 */
export class PointsService {
  private readonly now: () => Date;

  constructor(private readonly deps: PointsServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async balance(memberId: number): Promise<PointBalance> {
    const { repository, points } = this.deps;
    const [balance, settings, currency] = await Promise.all([
      points.balance(memberId),
      repository.settings(),
      repository.memberCurrency(memberId),
    ]);
    return {
      balance: Number(balance),
      cashValue: toNumber(cashValue(balance, settings.conversion)),
      currency,
    };
  }

  async config(language: Language): Promise<PointConfig> {
    const [settings, rates] = await Promise.all([
      this.deps.repository.settings(),
      this.deps.repository.rates(),
    ]);
    return {
      enabled: settings.enabled,
      rates: GAME_CATEGORIES.flatMap((category) => {
        const rate = rates.get(category);
        if (!rate) return [];
        return [{ category, points: Number(rate.points), perAmount: toNumber(rate.perAmount) }];
      }),
      conversion: {
        points: Number(settings.conversion.points),
        amount: toNumber(settings.conversion.amount),
        minPoints: Number(settings.minConvertPoints),
        step: Number(conversionStep(settings.conversion)),
      },
      rules: pickLocalized(settings.rules as Partial<Record<Language, string>>, language) ?? '',
      expires: false,
    };
  }

  async rewards(
    memberId: number | null,
    query: PointRewardsQuery,
    language: Language,
  ): Promise<PointRewardsValue> {
    const rows = await this.deps.catalogue.rewards({ activeOnly: true, type: query.type });
    const mine = memberId ? await this.deps.orders.redeemedByReward(memberId) : new Map();
    const ticketKinds = rows.some((row) => row.type === 'ticket')
      ? await this.deps.catalogue.ticketKindsWithPrizes()
      : new Set<string>();
    return {
      list: rows.map((row) => ({
        ...presentReward(row, language),
        redeemedByMe: mine.get(row.id) ?? 0,
        redeemable: redeemable(row, ticketKinds),
      })),
    };
  }

  async redeemList(
    memberId: number,
    query: RedeemPointListQuery,
    language: Language,
  ): Promise<RedeemPointListValue> {
    const range = listRange(query, this.now());
    const page = Number(query.page ?? 1);
    const pageSize = Number(query.pageSize ?? 20);
    const { rows, total } = await this.deps.orders.redeems({
      memberId,
      ...range,
      status: query.status,
      type: query.type,
      page,
      pageSize,
    });
    return {
      list: rows.map((row) => presentRedeem(row, language)),
      page,
      pageSize,
      total,
      ...range,
    };
  }

  async movements(memberId: number, query: PointMovementsQuery): Promise<PointMovementsValue> {
    const range = listRange(query, this.now());
    const page = Number(query.page ?? 1);
    const pageSize = Number(query.pageSize ?? 20);
    const [{ rows, total }, balance] = await Promise.all([
      this.deps.repository.movements({
        memberId,
        ...range,
        kinds: query.type ? movementKinds[query.type] : undefined,
        page,
        pageSize,
      }),
      this.deps.points.balance(memberId),
    ]);
    const typeOf = (kind: string): PointMovementType =>
      POINT_MOVEMENT_TYPES.find((type) =>
        (movementKinds[type] as readonly string[]).includes(kind),
      ) ?? 'adjustment';
    return {
      list: rows.map((row) => ({
        id: row.id,
        time: row.createdAt,
        type: typeOf(row.kind),
        points: Number(row.amount),
        balanceAfter: Number(row.balanceAfter),
        reference: row.reference,
      })),
      page,
      pageSize,
      total,
      ...range,
      balance: Number(balance),
    };
  }

  /**
   * Points to cash in the main wallet: two ledger transfers in one transaction (points to the
   * points pool in PTS, the house to the main wallet in the member's currency), each keyed by the
   * client's reference, so a retry moves nothing and answers as the first time. Checks run
   * cheapest first and the payment password last, so a refused amount costs no attempt.
   */
  async convert(memberId: number, payload: ConvertPointPayload): Promise<ConvertPointValue> {
    const { repository, points, ledger, db } = this.deps;
    const settings = await repository.settings();
    if (!settings.enabled) throw new AppError('POINTS_DISABLED');
    const amount = BigInt(payload.points);
    const key = convertKey(memberId, payload.reference);
    const replay = await ledger.findTransfer(`${key}:points`);
    if (!replay) {
      if (amount < settings.minConvertPoints) {
        throw new AppError('POINT_CONVERT_BELOW_MINIMUM', {
          min: settings.minConvertPoints.toString(),
        });
      }
      const step = conversionStep(settings.conversion);
      if (amount % step !== 0n) {
        throw new AppError('POINT_CONVERT_NOT_MULTIPLE', { step: step.toString() });
      }
      if ((await points.balance(memberId)) < amount) throw new AppError('POINTS_INSUFFICIENT');
    }
    await this.deps.paymentPassword.verify(memberId, payload.paymentPassword);
    const cash = cashFor(amount, settings.conversion);
    return inTransaction(db, async (trx) => {
      const taken = await points.take(
        {
          memberId,
          points: amount,
          key: `${key}:points`,
          kind: TransferKind.pointsConvert,
          reference: payload.reference,
          memo: `${amount} PTS`,
        },
        trx,
      );
      // A replay answers with the cash the first conversion paid, whatever the rate is now.
      const paid = (taken.replayed && (await ledger.findTransfer(`${key}:cash`, trx))) || null;
      const credited = await ledger.transfer(
        {
          idempotencyKey: `${key}:cash`,
          kind: TransferKind.pointsConvert,
          from: { system: SystemAccount.house },
          to: { memberId, wallet: 'main' },
          amount: paid ? minor(paid.amount) : cash,
          reference: payload.reference,
          memo: `${amount} PTS`,
        },
        trx,
      );
      const pointsBalance = await points.balance(memberId, trx);
      const mainBalance = await ledger.balance({ memberId, wallet: 'main' }, trx);
      return {
        reference: payload.reference,
        points: Number(taken.amount),
        amount: toNumber(credited.amount),
        currency: credited.currency,
        pointsBalance: Number(pointsBalance),
        mainBalance: toNumber(mainBalance),
        time: taken.createdAt,
        replayed: taken.replayed,
      };
    });
  }
}
