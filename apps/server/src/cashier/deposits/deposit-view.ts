import type { Language } from '@portal/shared/constants/languages';
import { majorNumber } from '@portal/shared/money';
import type { DepositOrder } from '@portal/shared/schemas/deposit';
import { toIsoString } from '../../db/time.js';
import { channelName } from './deposit-channels.service.js';
import type { DepositOrderView } from './deposits.repository.js';
import { gatewayFor } from './payment-gateways.js';

/** What shapes an order for its reader: where the site is reached, and the reader's language. */
export interface ViewContext {
  /** PUBLIC_BASE_URL or the request's origin. */
  origin: string;
  language: Language;
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : toIsoString(value));

/** The gateway's pay link of an order, or null for bank transfers and unknown gateways. */
export function payUrl(
  orderNo: string,
  kind: string | null,
  secret: string | null,
  context: ViewContext,
): string | null {
  const gateway = gatewayFor(kind);
  if (!gateway || !secret) return null;
  return gateway.payUrl({ orderNo, secret, origin: context.origin.replace(/\/+$/, '') });
}

/** An order as the member reads it (and, without the pay link, as staff do). */
export function orderView(row: DepositOrderView, context: ViewContext): DepositOrder {
  return {
    orderNo: row.order_no,
    status: row.status,
    channel: {
      id: row.channel_id,
      code: row.channel_code,
      type: row.channel_type,
      name: channelName({ name: row.channel_name, names: row.channel_names }, context.language),
    },
    amount: majorNumber(row.amount),
    currency: row.currency,
    payerName: row.payer_name,
    hasReceipt: row.has_receipt === 1,
    rejectReason: row.reject_reason,
    createdAt: toIsoString(row.created_at),
    creditedAt: isoOrNull(row.credited_at),
    closedAt: isoOrNull(row.closed_at),
    expiresAt: isoOrNull(row.expires_at),
    redirectUrl:
      row.status === 'pending'
        ? payUrl(row.order_no, row.channel_gateway_kind, row.channel_gateway_secret, context)
        : null,
  };
}
