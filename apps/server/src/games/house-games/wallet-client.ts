import { errorCodes, type ErrorCode } from '@portal/shared/error-codes';
import { fromMinor } from '@portal/shared/money';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import {
  authenticateValueSchema,
  itemsValueSchema,
  signedHeaders,
  transactionValueSchema,
  type AuthenticateValue,
  type CreditRequest,
  type RollbackRequest,
  type TransactionValue,
} from '../seamless/protocol.js';
import type { HttpResponse, ProviderHttp } from '../seamless/provider-http.js';
import { HOUSE_PROVIDER } from '../seamless/providers.js';

/**
 * What a money call came to: done, refused for good (the wallet answered an error), or unknown
 * (no answer, a server error, an answer that makes no sense): it may or may not have happened.
 */
export type WalletResult =
  | { kind: 'done'; value: TransactionValue }
  | { kind: 'refused'; error: AppError }
  | { kind: 'unknown'; reason: string };

export interface DebitCall {
  transactionId: string;
  roundId: string;
  token: string;
  gameCode: string;
  /** Minor units. */
  amount: bigint;
}

export interface CreditCall extends Omit<CreditRequest, 'amount'> {
  amount: bigint;
}

const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && (errorCodes as readonly string[]).includes(code);

/**
 * The house provider's side of the seamless protocol (seamless/protocol.ts): signed HTTP calls
 * to the portal's wallet, exactly as an outside provider makes them. It knows the portal only by
 * INTERNAL_BASE_URL and the shared secret.
 */
export class HouseWalletClient {
  constructor(
    private readonly http: ProviderHttp,
    private readonly options: { baseUrl: string; secret: string },
  ) {}

  /** The player behind a launch token; the wallet's refusal, or PROVIDER_UNAVAILABLE. */
  async authenticate(token: string): Promise<AuthenticateValue> {
    const result = await this.call('authenticate', { token }, authenticateValueSchema);
    if (result.kind === 'done') return result.value;
    if (result.kind === 'refused') throw result.error;
    throw unavailable(result.reason);
  }

  debit(call: DebitCall): Promise<WalletResult> {
    return this.call('debit', { ...call, amount: fromMinor(call.amount) });
  }

  credit(call: CreditCall): Promise<WalletResult> {
    return this.call('credit', { ...call, amount: fromMinor(call.amount) });
  }

  /**
   * Many debits in one `debits` call (decision 076), answered each as debit() would be. When the
   * call itself fails, every debit of it shares that outcome.
   */
  debitMany(calls: readonly DebitCall[]): Promise<WalletResult[]> {
    const debits = calls.map((call) => ({ ...call, amount: fromMinor(call.amount) }));
    return this.many('debits', { debits }, calls);
  }

  /**
   * Many credits in one `credits` call (decision 069), answered each as credit() would be. When
   * the call itself fails, every credit of it shares that outcome.
   */
  creditMany(calls: readonly CreditCall[]): Promise<WalletResult[]> {
    const credits = calls.map((call) => ({ ...call, amount: fromMinor(call.amount) }));
    return this.many('credits', { credits }, calls);
  }

  private async many(
    name: 'debits' | 'credits',
    payload: Record<string, unknown>,
    calls: readonly { transactionId: string }[],
  ): Promise<WalletResult[]> {
    const answer = await this.call(name, payload, itemsValueSchema);
    if (answer.kind !== 'done') return calls.map(() => answer);
    const { results } = answer.value;
    return calls.map((call, index): WalletResult => {
      const item = results[index];
      if (results.length !== calls.length || item?.transactionId !== call.transactionId) {
        return { kind: 'unknown', reason: `${name}: answer not understood` };
      }
      if (item.ok) return { kind: 'done', value: item.value };
      if (isErrorCode(item.errorCode) && item.errorCode !== 'SYSTEM_ERROR') {
        return { kind: 'refused', error: new AppError(item.errorCode, {}, undefined, item.value) };
      }
      return { kind: 'unknown', reason: `${name}: ${item.errorCode}` };
    });
  }

  rollback(call: RollbackRequest): Promise<WalletResult> {
    return this.call('rollback', call);
  }

  private async call<T = TransactionValue>(
    name: string,
    payload: Record<string, unknown>,
    schema: z.ZodType<T> = transactionValueSchema as unknown as z.ZodType<T>,
  ): Promise<{ kind: 'done'; value: T } | Exclude<WalletResult, { kind: 'done' }>> {
    const body = JSON.stringify(payload);
    let response: HttpResponse;
    try {
      response = await this.http.send(
        `${this.options.baseUrl}/wps/seamless/${HOUSE_PROVIDER}/${name}`,
        { method: 'POST', headers: signedHeaders(this.options.secret, body), body },
      );
    } catch (error) {
      return { kind: 'unknown', reason: `${name}: ${(error as Error).message}` };
    }
    const envelope = (response.body ?? {}) as {
      success?: unknown;
      value?: unknown;
      errorCode?: unknown;
    };
    if (response.status === 200 && envelope.success === true) {
      const parsed = schema.safeParse(envelope.value);
      if (parsed.success) return { kind: 'done', value: parsed.data };
      return { kind: 'unknown', reason: `${name}: answer not understood` };
    }
    // A 4xx with a known code is a decision; a 5xx may have been cut off half way.
    if (response.status < 500 && envelope.success === false && isErrorCode(envelope.errorCode)) {
      const value =
        typeof envelope.value === 'object' && envelope.value !== null
          ? (envelope.value as Record<string, unknown>)
          : null;
      return { kind: 'refused', error: new AppError(envelope.errorCode, {}, undefined, value) };
    }
    return { kind: 'unknown', reason: `${name}: HTTP ${response.status}` };
  }
}

/** The wallet could not be reached or made no sense: 503, the reason kept for the log only. */
export function unavailable(reason: string, value: Record<string, unknown> | null = null) {
  return Object.assign(new AppError('PROVIDER_UNAVAILABLE', {}, undefined, value), {
    cause: reason,
  });
}
