import type { z } from 'zod';
import { majorNumber } from '@portal/shared/money';
import type {
  memberBetSchema,
  memberBonusSchema,
  memberDepositSchema,
  memberLedgerEntrySchema,
  memberLoginSchema,
  memberNoteSchema,
  memberSessionSchema,
  memberWithdrawalSchema,
} from '@portal/shared/schemas/operator-members';
import { toIsoString } from '../../db/time.js';
import type { SessionService } from '../../accounts/session/session.service.js';
import type { DepositsRepository } from '../../cashier/deposits/deposits.repository.js';
import type { WithdrawalsRepository } from '../../cashier/withdrawals/withdrawals.repository.js';
import type { BonusesRepository } from '../../engagement/bonuses/bonuses.repository.js';
import type { BetRecordsRepository } from '../../games/bet-records/bet-records.repository.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import type { ListPage } from './list-reply.js';
import type { MemberNotesRepository } from './member-notes.repository.js';

export interface MemberListsDeps {
  ledger: Pick<LedgerService, 'memberEntries'>;
  sessions: Pick<SessionService, 'liveSessions' | 'loginHistory'>;
  deposits: Pick<DepositsRepository, 'listForMember'>;
  withdrawals: Pick<WithdrawalsRepository, 'page'>;
  bets: Pick<BetRecordsRepository, 'page' | 'totals'>;
  bonuses: Pick<BonusesRepository, 'page'>;
  notes: Pick<MemberNotesRepository, 'page'>;
}

const iso = (value: Date | string) => toIsoString(value);
const optionalIso = (value: Date | string | null) => (value === null ? null : toIsoString(value));
/** Every round a member ever played: the bet records' reads always take a range of start times. */
const ALL_TIME = { from: '1970-01-01T00:00:00.000Z', to: '9999-12-31T00:00:00.000Z' };

/**
 * The member page's lists, each read through the repository of the module that owns the
 * records (decision 042), newest first.
 */
export class MemberListsService {
  constructor(private readonly deps: MemberListsDeps) {}

  async ledger(
    memberId: number,
    page: number,
    pageSize: number,
  ): Promise<ListPage<z.infer<typeof memberLedgerEntrySchema>>> {
    const { rows, total } = await this.deps.ledger.memberEntries(
      memberId,
      pageSize,
      (page - 1) * pageSize,
    );
    return {
      rows: rows.map((row) => {
        // Points are whole points; every other wallet holds money in minor units.
        const amountOf = (value: bigint) =>
          row.wallet === 'points' ? Number(value) : majorNumber(value);
        return {
          id: row.id,
          time: iso(row.created_at),
          kind: row.kind,
          wallet: row.wallet,
          vendor: row.vendor,
          amount: amountOf(row.amount),
          balanceAfter: amountOf(row.balance_after),
          currency: row.currency,
          reference: row.reference,
          memo: row.memo,
        };
      }),
      total,
    };
  }

  async deposits(
    memberId: number,
    page: number,
    pageSize: number,
  ): Promise<ListPage<z.infer<typeof memberDepositSchema>>> {
    const { rows, total } = await this.deps.deposits.listForMember(memberId, { page, pageSize });
    return {
      rows: rows.map((row) => ({
        orderNo: row.order_no,
        amount: majorNumber(row.amount),
        status: row.status,
        channel: row.channel_name,
        channelType: row.channel_type,
        payerName: row.payer_name,
        createdAt: iso(row.created_at),
        creditedAt: optionalIso(row.credited_at),
        rejectReason: row.reject_reason,
      })),
      total,
    };
  }

  async withdrawals(
    memberId: number,
    page: number,
    pageSize: number,
  ): Promise<ListPage<z.infer<typeof memberWithdrawalSchema>>> {
    const { rows, total } = await this.deps.withdrawals.page(
      { memberId },
      { pageNo: page, pageSize, newestFirst: true },
    );
    return {
      rows: rows.map((row) => ({
        orderNo: row.order_no,
        amount: majorNumber(row.amount),
        status: row.status,
        bankCode: row.bank_code,
        accountNumber: row.account_number,
        holderName: row.holder_name,
        createdAt: iso(row.created_at),
        decidedAt: optionalIso(row.decided_at),
        decidedBy: row.decided_by_name,
        rejectReason: row.reject_reason,
      })),
      total,
    };
  }

  async bets(
    memberId: number,
    page: number,
    pageSize: number,
  ): Promise<ListPage<z.infer<typeof memberBetSchema>>> {
    const filter = { memberId, ...ALL_TIME };
    const [rows, totals] = await Promise.all([
      this.deps.bets.page(filter, 'EN', pageSize, (page - 1) * pageSize),
      this.deps.bets.totals(filter),
    ]);
    return {
      rows: rows.map((row) => ({
        id: row.id,
        roundId: row.roundId,
        game: row.gameName ?? row.gameCode,
        category: row.category,
        vendor: row.vendorName ?? row.vassalage,
        stake: majorNumber(row.stake),
        payout: majorNumber(row.payout),
        status: row.status,
        createdAt: iso(row.createdAt),
        settledAt: optionalIso(row.settledAt),
      })),
      total: totals.count,
    };
  }

  async bonuses(
    memberId: number,
    page: number,
    pageSize: number,
  ): Promise<ListPage<z.infer<typeof memberBonusSchema>>> {
    const { rows, total } = await this.deps.bonuses.page({ memberId, page, pageSize });
    return {
      rows: rows.map((row) => ({
        id: row.id,
        bonusNo: row.bonus_no,
        source: row.source,
        title: row.title,
        amount: majorNumber(row.amount),
        state: row.state,
        turnoverRequired: majorNumber(row.turnover_required),
        turnoverPlayed: majorNumber(row.turnover_played),
        issuedAt: row.issued_at,
        expiresAt: row.expires_at,
        endedAt: row.ended_at,
      })),
      total,
    };
  }

  /** The open sessions: few enough to read whole and page here. */
  async sessions(
    memberId: number,
    page: number,
    pageSize: number,
  ): Promise<ListPage<z.infer<typeof memberSessionSchema>>> {
    const live = await this.deps.sessions.liveSessions(memberId);
    return {
      rows: live.slice((page - 1) * pageSize, page * pageSize).map((row) => ({
        id: row.id,
        ip: row.ip,
        userAgent: row.user_agent,
        loginType: row.login_type,
        createdAt: iso(row.created_at),
        lastSeenAt: iso(row.last_seen_at),
        remembered: row.device_id !== null,
      })),
      total: live.length,
    };
  }

  async logins(
    memberId: number,
    page: number,
    pageSize: number,
  ): Promise<ListPage<z.infer<typeof memberLoginSchema>>> {
    const { rows, total } = await this.deps.sessions.loginHistory(
      memberId,
      pageSize,
      (page - 1) * pageSize,
    );
    return {
      rows: rows.map((row) => ({
        id: row.id,
        at: iso(row.created_at),
        ip: row.ip,
        userAgent: row.user_agent,
        loginType: row.login_type,
        outcome: row.outcome,
      })),
      total,
    };
  }

  async notes(
    memberId: number,
    page: number,
    pageSize: number,
  ): Promise<ListPage<z.infer<typeof memberNoteSchema>>> {
    const { rows, total } = await this.deps.notes.page(memberId, pageSize, (page - 1) * pageSize);
    return {
      rows: rows.map((row) => ({
        id: row.id,
        body: row.body,
        staff: row.username,
        createdAt: iso(row.created_at),
      })),
      total,
    };
  }
}
