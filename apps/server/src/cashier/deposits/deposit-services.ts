import type { Config } from '../../config.js';
import type { PromotionsService } from '../../engagement/promotions/promotions.service.js';
import type { DB } from '../../db/database.js';
import type { EventOutbox } from '../../platform/events/event-outbox.js';
import type { JobRunner } from '../../platform/jobs/job-runner.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import type { NoticesService } from '../../platform/notices/notices.service.js';
import type { RegistrationFieldCheck } from '../../accounts/passwords/registration-field.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { TurnoverService } from '../turnover/turnover.service.js';
import type { PlayGate } from '../../accounts/safer-play/play-gate.js';
import { DepositChannelsRepository } from './deposit-channels.repository.js';
import { DepositChannelsService } from './deposit-channels.service.js';
import { DepositOperatorService } from './deposit-operator.service.js';
import { DepositSettlement } from './deposit-settlement.js';
import { DepositsRepository } from './deposits.repository.js';
import { DEPOSIT_EXPIRE_JOB, DepositsService } from './deposits.service.js';
import { GatewayCallbacks } from './gateway-callbacks.js';
import { SandboxGateway } from './sandbox-gateway.js';

export interface DepositServiceDeps {
  config: Pick<Config, 'NODE_ENV' | 'PUBLIC_BASE_URL'>;
  db: DB;
  ledger: LedgerService;
  turnover: TurnoverService;
  notices: NoticesService;
  audit: AuditLog;
  jobs: JobRunner;
  fieldCheck: RegistrationFieldCheck;
  outbox: EventOutbox;
  promotions?: Pick<PromotionsService, 'joinForDeposit'>;
  gate: PlayGate;
}

/**
 * Wires the deposit module once and registers its expiry job. The sandbox gateway pays without
 * money, so it exists only outside production.
 */
export function createDepositServices(deps: DepositServiceDeps) {
  const { config, db } = deps;
  const allowSandbox = config.NODE_ENV !== 'production';
  const repository = new DepositsRepository(db);
  const channels = new DepositChannelsService({
    db,
    repository: new DepositChannelsRepository(db),
    audit: deps.audit,
    allowSandbox,
  });
  const settlement = new DepositSettlement({
    db,
    repository,
    ledger: deps.ledger,
    turnover: deps.turnover,
    notices: deps.notices,
    audit: deps.audit,
    outbox: deps.outbox,
  });
  const deposits = new DepositsService({
    db,
    repository,
    channels,
    jobs: deps.jobs,
    fieldCheck: deps.fieldCheck,
    promotions: deps.promotions,
    gate: deps.gate,
    publicBaseUrl: config.PUBLIC_BASE_URL,
  });
  deps.jobs.register(DEPOSIT_EXPIRE_JOB, async (payload, { now }) => {
    if (typeof payload.orderNo === 'string') await settlement.expire(payload.orderNo, now);
  });
  return {
    deposits,
    channels,
    settlement,
    operator: new DepositOperatorService({ repository, settlement }),
    callbacks: new GatewayCallbacks({ repository, channels, settlement }),
    sandbox: allowSandbox
      ? new SandboxGateway({ repository, publicBaseUrl: config.PUBLIC_BASE_URL })
      : null,
  };
}

export type DepositServices = ReturnType<typeof createDepositServices>;
