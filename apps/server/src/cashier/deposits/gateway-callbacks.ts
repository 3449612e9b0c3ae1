import { toMinor } from '@portal/shared/money';
import type { DepositStatus, GatewayCallbackPayload } from '@portal/shared/schemas/deposit';
import { AppError, isAppError } from '../../lib/app-error.js';
import { minor } from '../../db/minor.js';
import type { DepositChannelsService } from './deposit-channels.service.js';
import type { DepositSettlement } from './deposit-settlement.js';
import type { DepositsRepository } from './deposits.repository.js';
import { isFresh, verifyCallbackSignature } from './gateway-signature.js';

export interface GatewayCallbacksDeps {
  repository: DepositsRepository;
  channels: DepositChannelsService;
  settlement: DepositSettlement;
  now?: () => Date;
}

/**
 * A gateway's server-to-server report on an order. Only a callback signed with the channel's
 * secret, recently, is believed; then a success credits the order exactly once (however often
 * the gateway repeats it, concurrently or later) and a failure closes it. Every believed callback
 * is recorded with its outcome, the refused ones included.
 */
export class GatewayCallbacks {
  private readonly now: () => Date;

  constructor(private readonly deps: GatewayCallbacksDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async handle(
    channelCode: string,
    payload: GatewayCallbackPayload,
    signature: string | undefined,
  ): Promise<{ orderNo: string; status: DepositStatus }> {
    const channel = await this.deps.channels.gatewayByCode(channelCode);
    if (!channel?.gateway_secret) throw new AppError('NOT_FOUND');
    if (!signature || !verifyCallbackSignature(channel.gateway_secret, payload, signature)) {
      throw new AppError('SIGNATURE_INVALID', {}, [{ path: 'signature', reason: 'mismatch' }]);
    }
    if (!isFresh(payload.timestamp, this.now())) {
      throw new AppError('SIGNATURE_INVALID', {}, [{ path: 'timestamp', reason: 'stale' }]);
    }
    const order = await this.deps.repository.findOrder(payload.orderNo);
    if (!order || order.channel_id !== channel.id) throw new AppError('NOT_FOUND');

    const record = (outcome: string) =>
      this.deps.repository.logCallback({
        channel_id: channel.id,
        order_no: payload.orderNo,
        status: payload.status,
        amount: toMinor(payload.amount),
        gateway_txn_id: payload.gatewayTxnId,
        outcome,
      });
    if (toMinor(payload.amount) !== minor(order.amount)) {
      await record('amount_mismatch');
      throw new AppError('INVALID_AMOUNT', {}, [{ path: 'amount', reason: 'differs_from_order' }]);
    }

    const settler = {
      by: 'gateway',
      channelId: channel.id,
      gatewayTxnId: payload.gatewayTxnId,
    } as const;
    try {
      const settled =
        payload.status === 'success'
          ? await this.deps.settlement.credit(payload.orderNo, settler)
          : await this.deps.settlement.fail(payload.orderNo, settler);
      if (!settled.changed) await record('replayed');
      return { orderNo: settled.order.order_no, status: settled.order.status };
    } catch (error) {
      if (isAppError(error) && error.code === 'INVALID_STATE') await record('refused');
      throw error;
    }
  }
}
