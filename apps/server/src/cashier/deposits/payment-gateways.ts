import type { GatewayKind } from '@portal/shared/schemas/deposit';
import { signPayLink } from './gateway-signature.js';

/** The path of the built-in sandbox gateway's pay page. */
export const SANDBOX_PAY_PATH = '/sandbox-gateway/pay';

export interface PayLinkInput {
  orderNo: string;
  /** The channel's HMAC secret. */
  secret: string;
  /** Where this site is reached (PUBLIC_BASE_URL or the request's origin), no trailing slash. */
  origin: string;
}

/**
 * What the server needs of a payment gateway to start a payment: the address the member opens
 * to pay. Callbacks from every gateway share one signed format (gateway-signature.ts).
 */
export interface PaymentGateway {
  payUrl(input: PayLinkInput): string;
}

/** The built-in sandbox: its pay page lives on this server and signs its link like a real one. */
const sandbox: PaymentGateway = {
  payUrl: ({ orderNo, secret, origin }) => {
    const query = new URLSearchParams({ order: orderNo, sig: signPayLink(secret, orderNo) });
    return `${origin}${SANDBOX_PAY_PATH}?${query.toString()}`;
  },
};

export const paymentGateways: Readonly<Record<GatewayKind, PaymentGateway>> = { sandbox };

export function gatewayFor(kind: string | null): PaymentGateway | null {
  return kind !== null && Object.hasOwn(paymentGateways, kind)
    ? paymentGateways[kind as GatewayKind]
    : null;
}
