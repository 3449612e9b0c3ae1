import { createHmac } from 'node:crypto';
import { fromMinor } from '@portal/shared/money';
import {
  DEPOSIT_RETURN_PARAM,
  GATEWAY_SIGNATURE_HEADER,
  type DepositStatus,
  type GatewayCallbackPayload,
} from '@portal/shared/schemas/deposit';
import { minor } from '../../db/minor.js';
import type { DepositsRepository } from './deposits.repository.js';
import { signCallback, verifyPayLink } from './gateway-signature.js';

/** What the sandbox's pay page shows. */
export interface SandboxOrder {
  orderNo: string;
  /** The pay link's signature, carried by the page's form. */
  sig: string;
  amount: string;
  currency: string;
  status: DepositStatus;
  /** Where the member goes back to on the site. */
  returnUrl: string;
}

export type SandboxOutcome = 'success' | 'failed';

/** The merchant's answer to the callback; anything but a 2xx means "not acknowledged". */
export interface CallbackDelivery {
  ok: boolean;
  status: number;
  body: string;
}

export type DeliverCallback = (
  url: string,
  body: GatewayCallbackPayload,
  headers: Record<string, string>,
) => Promise<CallbackDelivery>;

/** Posts the callback as JSON over HTTP, as an outside gateway would, within 10 seconds. */
export const deliverOverHttp: DeliverCallback = async (url, body, headers) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  return { ok: response.ok, status: response.status, body: await response.text() };
};

export interface SandboxGatewayDeps {
  repository: DepositsRepository;
  deliver?: DeliverCallback;
  /** PUBLIC_BASE_URL; unset = a path on the same origin. */
  publicBaseUrl?: string;
  now?: () => Date;
}

/**
 * The built-in test gateway (ARCHITECTURE: a sandbox makes deposits work locally). Its pay page
 * opens only through a link this server signed, and its "Pay" and "Fail payment" buttons do
 * what a real gateway does: a signed callback over HTTP to the merchant, then the member's
 * browser back to the site. It knows orders only through that link and the channel's secret.
 */
export class SandboxGateway {
  private readonly deliver: DeliverCallback;
  private readonly now: () => Date;

  constructor(private readonly deps: SandboxGatewayDeps) {
    this.deliver = deps.deliver ?? deliverOverHttp;
    this.now = deps.now ?? (() => new Date());
  }

  /** The order behind a signed pay link, or null for a link this server did not sign. */
  async order(orderNo: string, sig: string): Promise<SandboxOrder | null> {
    const found = await this.load(orderNo, sig);
    return found?.order ?? null;
  }

  /**
   * Pays (or fails) the order: sends the signed callback to `callbackBase` and tells whether the
   * merchant acknowledged it. Null for a link this server did not sign.
   */
  async pay(
    orderNo: string,
    sig: string,
    outcome: SandboxOutcome,
    callbackBase: string,
  ): Promise<{ order: SandboxOrder; delivery: CallbackDelivery | null } | null> {
    const found = await this.load(orderNo, sig);
    if (!found) return null;
    // Nothing left to pay: the member is simply sent back.
    if (found.order.status !== 'pending') return { order: found.order, delivery: null };
    const callback: GatewayCallbackPayload = {
      orderNo,
      amount: found.order.amount,
      status: outcome,
      // The same transaction id on every retry of this order, as a gateway keeps its own.
      gatewayTxnId: `SBX${createHmac('sha256', found.secret).update(`txn|${orderNo}`).digest('hex').slice(0, 20).toUpperCase()}`,
      timestamp: Math.floor(this.now().getTime() / 1000),
    };
    const url = `${callbackBase}/wps/payment/callback/${encodeURIComponent(found.channelCode)}`;
    const delivery = await this.deliver(url, callback, {
      [GATEWAY_SIGNATURE_HEADER]: signCallback(found.secret, callback),
    }).catch((error: unknown): CallbackDelivery => ({
      ok: false,
      status: 0,
      body: error instanceof Error ? error.message : String(error),
    }));
    return { order: found.order, delivery };
  }

  private async load(orderNo: string, sig: string) {
    const row = await this.deps.repository.findOrder(orderNo);
    if (!row || row.channel_gateway_kind !== 'sandbox' || !row.channel_gateway_secret) return null;
    if (!verifyPayLink(row.channel_gateway_secret, orderNo, sig)) return null;
    const base = (this.deps.publicBaseUrl ?? '').replace(/\/+$/, '');
    const query = new URLSearchParams({ [DEPOSIT_RETURN_PARAM]: orderNo });
    return {
      secret: row.channel_gateway_secret,
      channelCode: row.channel_code,
      order: {
        orderNo,
        sig,
        amount: fromMinor(minor(row.amount)),
        currency: row.currency,
        status: row.status,
        returnUrl: `${base}/?${query.toString()}`,
      },
    };
  }
}
