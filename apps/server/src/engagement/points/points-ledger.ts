import type { Executor, Trx } from '../../db/transaction.js';
import { AppError, isAppError } from '../../lib/app-error.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import {
  POINTS_CURRENCY,
  SystemAccount,
  type TransferInput,
  type TransferKind,
  type TransferResult,
} from '../../platform/ledger/ledger.types.js';

const pool = { system: SystemAccount.pointsPool, currency: POINTS_CURRENCY } as const;

export interface PointsMove {
  memberId: number;
  points: bigint;
  /** The ledger idempotency key: once per movement. */
  key: string;
  kind: TransferKind;
  reference: string;
  memo?: string;
}

/** A movement of points from the pool to the member. */
const toMember = (move: PointsMove): TransferInput => ({
  idempotencyKey: move.key,
  kind: move.kind,
  from: pool,
  to: { memberId: move.memberId, wallet: 'points' },
  amount: move.points,
  reference: move.reference,
  memo: move.memo,
});

/**
 * Points movements on the ledger (ARCHITECTURE section 12): between the member's `points` wallet
 * (currency PTS) and the points pool, which runs negative by the points members hold. A member
 * short of points gets POINTS_INSUFFICIENT, with nothing written.
 */
export class PointsLedger {
  constructor(
    private readonly ledger: Pick<LedgerService, 'transfer' | 'transferMany' | 'balance'>,
  ) {}

  balance(memberId: number, executor?: Executor): Promise<bigint> {
    return this.ledger.balance({ memberId, wallet: 'points' }, executor);
  }

  /** Points to the member (earned, returned, granted). */
  give(move: PointsMove, trx: Trx): Promise<TransferResult> {
    return this.ledger.transfer(toMember(move), trx);
  }

  /** Points to members, many at once (one statement on PostgreSQL), in the order given. */
  giveMany(moves: readonly PointsMove[], trx: Trx): Promise<TransferResult[]> {
    return this.ledger.transferMany(moves.map(toMember), trx);
  }

  /** Points from the member (redeemed, converted, taken by an operator). */
  async take(move: PointsMove, trx: Trx): Promise<TransferResult> {
    try {
      return await this.ledger.transfer(
        {
          idempotencyKey: move.key,
          kind: move.kind,
          from: { memberId: move.memberId, wallet: 'points' },
          to: pool,
          amount: move.points,
          reference: move.reference,
          memo: move.memo,
        },
        trx,
      );
    } catch (error) {
      if (isAppError(error) && error.code === 'INSUFFICIENT_FUNDS') {
        throw new AppError('POINTS_INSUFFICIENT');
      }
      throw error;
    }
  }
}
