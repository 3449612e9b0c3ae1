import { randomBytes } from 'node:crypto';
import type { Language } from '@portal/shared/constants/languages';
import { FALLBACK_LANGUAGE } from '@portal/shared/constants/languages';
import { fromMinor, majorNumber } from '@portal/shared/money';
import type {
  CreateDepositChannelPayload,
  DepositChannel,
  GatewayKind,
  OperatorDepositChannel,
  UpdateDepositChannelPayload,
} from '@portal/shared/schemas/deposit';
import type { DB } from '../../db/database.js';
import { nowIso, toIsoString } from '../../db/time.js';
import { inTransaction } from '../../db/transaction.js';
import { parseAmount } from '../../lib/amount.js';
import { AppError } from '../../lib/app-error.js';
import { minor } from '../../db/minor.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type {
  DepositChannelRow,
  DepositChannelsRepository,
} from './deposit-channels.repository.js';
import type { Operator } from '../../platform/operators/operator-routes.js';

export interface DepositChannelsDeps {
  db: DB;
  repository: DepositChannelsRepository;
  audit: AuditLog;
  /** The built-in sandbox gateway pays without money: never outside development and tests. */
  allowSandbox: boolean;
}

export interface ChannelChoice {
  channelId?: number;
  channelCode?: string;
}

/** How a member names a channel or the order's channel. */
export function channelName(row: Pick<DepositChannelRow, 'name' | 'names'>, language: Language) {
  const names = parseNames(row.names);
  return names[language] ?? names[FALLBACK_LANGUAGE] ?? row.name;
}

function parseNames(text: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

function bankAccount(row: DepositChannelRow) {
  return row.type === 'bank_transfer' && row.bank_name && row.account_name && row.account_number
    ? { bankName: row.bank_name, accountName: row.account_name, accountNumber: row.account_number }
    : null;
}

/** A new gateway secret: 32 random bytes, hex. */
export const newGatewaySecret = () => randomBytes(32).toString('hex');

/**
 * Deposit channels: what members may pay through (enabled ones, with their limits and where to
 * pay) and the operator's management of them. Secrets never leave this class except to sign.
 */
export class DepositChannelsService {
  constructor(private readonly deps: DepositChannelsDeps) {}

  /** Whether members may use the channel now. */
  isAvailable(row: DepositChannelRow): boolean {
    return row.enabled === 1 && (row.gateway_kind !== 'sandbox' || this.deps.allowSandbox);
  }

  async memberChannels(language: Language): Promise<DepositChannel[]> {
    const rows = await this.deps.repository.list({ enabledOnly: true });
    return rows
      .filter((row) => this.isAvailable(row))
      .map((row) => ({
        id: row.id,
        code: row.code,
        type: row.type,
        name: channelName(row, language),
        minAmount: majorNumber(row.min_amount),
        maxAmount: majorNumber(row.max_amount),
        turnoverMultiplier: row.turnover_bps / 10_000,
        bankAccount: bankAccount(row),
      }));
  }

  /** The channel a member names by id or code, usable or not. */
  find(choice: ChannelChoice): Promise<DepositChannelRow | null> {
    return choice.channelId !== undefined
      ? this.deps.repository.findById(choice.channelId)
      : this.deps.repository.findByCode(choice.channelCode ?? '');
  }

  /** The channel a member asked for; DEPOSIT_CHANNEL_UNAVAILABLE when it cannot take orders. */
  async forOrder(choice: ChannelChoice): Promise<DepositChannelRow> {
    const row = await this.find(choice);
    if (!row || !this.isAvailable(row)) throw new AppError('DEPOSIT_CHANNEL_UNAVAILABLE');
    return row;
  }

  /** The channel a gateway callback names, enabled or not: a paid order is honoured regardless. */
  async gatewayByCode(code: string): Promise<DepositChannelRow | null> {
    const row = await this.deps.repository.findByCode(code);
    if (!row || row.type !== 'gateway' || row.gateway_secret === null) return null;
    if (row.gateway_kind === 'sandbox' && !this.deps.allowSandbox) return null;
    return row;
  }

  findById(id: number): Promise<DepositChannelRow | null> {
    return this.deps.repository.findById(id);
  }

  async operatorChannels(): Promise<OperatorDepositChannel[]> {
    const rows = await this.deps.repository.list({ enabledOnly: false });
    return rows.map((row) => this.toOperator(row));
  }

  async create(
    payload: CreateDepositChannelPayload,
    context: Operator,
  ): Promise<OperatorDepositChannel> {
    const limits = this.limits(payload.minAmount, payload.maxAmount);
    if (payload.gatewayKind === 'sandbox' && !this.deps.allowSandbox) {
      throw new AppError('VALIDATION_FAILED', {}, [
        { path: 'gatewayKind', reason: 'sandbox_not_allowed' },
      ]);
    }
    const now = nowIso();
    return inTransaction(this.deps.db, async (trx) => {
      const row = await this.deps.repository.insert(
        {
          code: payload.code,
          type: payload.type,
          name: payload.name,
          names: JSON.stringify(payload.names ?? {}),
          min_amount: limits.min,
          max_amount: limits.max,
          enabled: payload.enabled === false ? 0 : 1,
          sort: payload.sort ?? 0,
          turnover_bps: payload.turnoverBps ?? 10_000,
          bank_name: payload.bankName ?? null,
          account_name: payload.accountName ?? null,
          account_number: payload.accountNumber ?? null,
          gateway_kind: payload.gatewayKind ?? null,
          gateway_secret:
            payload.type === 'gateway' ? (payload.gatewaySecret ?? newGatewaySecret()) : null,
          created_at: now,
          updated_at: now,
        },
        trx,
      );
      if (!row) throw new AppError('CONFLICT', {}, [{ path: 'code', reason: 'taken' }]);
      await this.deps.audit.record(
        {
          staff: context.staff,
          action: 'deposit_channel.create',
          target: `deposit_channel:${row.id}`,
          details: auditDetails(payload),
          ip: context.ip,
        },
        trx,
      );
      return this.toOperator(row);
    });
  }

  async update(
    id: number,
    payload: UpdateDepositChannelPayload,
    context: Operator,
  ): Promise<OperatorDepositChannel> {
    const current = await this.deps.repository.findById(id);
    if (!current) throw new AppError('NOT_FOUND');
    const limits = this.limits(
      payload.minAmount ?? fromMinor(minor(current.min_amount)),
      payload.maxAmount ?? fromMinor(minor(current.max_amount)),
    );
    const bankFields = [payload.bankName, payload.accountName, payload.accountNumber];
    if (current.type === 'gateway' && bankFields.some((field) => field !== undefined)) {
      throw new AppError('VALIDATION_FAILED', {}, [
        { path: 'bankName', reason: 'not_for_gateway' },
      ]);
    }
    if (current.type === 'bank_transfer' && payload.gatewaySecret !== undefined) {
      throw new AppError('VALIDATION_FAILED', {}, [
        { path: 'gatewaySecret', reason: 'not_for_bank_transfer' },
      ]);
    }
    return inTransaction(this.deps.db, async (trx) => {
      const row = await this.deps.repository.update(
        id,
        {
          ...(payload.name !== undefined && { name: payload.name }),
          ...(payload.names !== undefined && { names: JSON.stringify(payload.names) }),
          min_amount: limits.min,
          max_amount: limits.max,
          ...(payload.enabled !== undefined && { enabled: payload.enabled ? 1 : 0 }),
          ...(payload.sort !== undefined && { sort: payload.sort }),
          ...(payload.turnoverBps !== undefined && { turnover_bps: payload.turnoverBps }),
          ...(payload.bankName !== undefined && { bank_name: payload.bankName }),
          ...(payload.accountName !== undefined && { account_name: payload.accountName }),
          ...(payload.accountNumber !== undefined && { account_number: payload.accountNumber }),
          ...(payload.gatewaySecret !== undefined && { gateway_secret: payload.gatewaySecret }),
          updated_at: nowIso(),
        },
        trx,
      );
      if (!row) throw new AppError('NOT_FOUND');
      await this.deps.audit.record(
        {
          staff: context.staff,
          action: 'deposit_channel.update',
          target: `deposit_channel:${id}`,
          details: auditDetails(payload),
          ip: context.ip,
        },
        trx,
      );
      return this.toOperator(row);
    });
  }

  /** Minimum and maximum in minor units: positive, and the minimum not above the maximum. */
  private limits(minAmount: number | string, maxAmount: number | string) {
    const min = parseAmount(minAmount, 'minAmount');
    const max = parseAmount(maxAmount, 'maxAmount');
    if (min <= 0n) {
      throw new AppError('VALIDATION_FAILED', {}, [{ path: 'minAmount', reason: 'not_positive' }]);
    }
    if (max < min) {
      throw new AppError('VALIDATION_FAILED', {}, [{ path: 'maxAmount', reason: 'below_minimum' }]);
    }
    return { min, max };
  }

  private toOperator(row: DepositChannelRow): OperatorDepositChannel {
    return {
      id: row.id,
      code: row.code,
      type: row.type,
      name: row.name,
      names: parseNames(row.names),
      minAmount: majorNumber(row.min_amount),
      maxAmount: majorNumber(row.max_amount),
      enabled: row.enabled === 1,
      sort: row.sort,
      turnoverBps: row.turnover_bps,
      bankAccount: bankAccount(row),
      gatewayKind: (row.gateway_kind as GatewayKind | null) ?? null,
      createdAt: toIsoString(row.created_at),
      updatedAt: toIsoString(row.updated_at),
    };
  }
}

/** What the audit log keeps of a channel change: everything but the secret. */
function auditDetails(payload: { gatewaySecret?: string }): Record<string, unknown> {
  const { gatewaySecret, ...rest } = payload;
  return gatewaySecret === undefined ? rest : { ...rest, gatewaySecret: '(changed)' };
}
