import type { RiskRule } from '@portal/shared/schemas/risk-cases';
import { nowIso } from '../../db/time.js';
import type { Trx } from '../../db/transaction.js';
import type { EventConsumer } from '../../platform/events/event-dispatcher.js';
import {
  domainEvents,
  type DomainEvent,
  type DomainEventPayload,
  type DomainEventType,
} from '../../platform/events/event-types.js';
import type { RiskCasesRepository, CaseEvent } from './risk-cases.repository.js';
import type { RiskFiguresRepository } from './risk-figures.repository.js';
import type { RiskRulesService } from './risk-rules.service.js';
import {
  cardChurn,
  churnWindowStart,
  littlePlay,
  overAmount,
  tooManySharing,
  type RuleSettings,
} from './risk-rules.js';

export const RISK_CONSUMER = 'risk-cases';

const TYPES = [
  'deposit.credited',
  'withdrawal.requested',
  'member.registered',
  'member.logged_in',
  'bank_card.added',
] as const satisfies readonly DomainEventType[];

interface Raise {
  rule: RiskRule;
  /** The member whose action raised it: first of `members`. */
  members: readonly number[];
  event: CaseEvent;
  /** A group rule adds to its live case only when the group grew. */
  group?: boolean;
}

export interface RiskCaseDeps {
  cases: RiskCasesRepository;
  figures: RiskFiguresRepository;
  rules: Pick<RiskRulesService, 'settings'>;
}

/**
 * The risk desk's consumer of domain events (decision 054): each enabled rule reads its figures
 * in the consumer's transaction and opens a case, or adds the event to the live case of the same
 * member (or group) and rule. An event a rule already acted on is skipped, so an event handed
 * over twice never makes a second case or a second line.
 */
export class RiskCaseRaiser {
  constructor(private readonly deps: RiskCaseDeps) {}

  consumer(): EventConsumer {
    return {
      name: RISK_CONSUMER,
      types: TYPES,
      handle: (event, trx) => this.handle(event, trx),
    };
  }

  async handle(event: DomainEvent, trx: Trx): Promise<void> {
    const settings = await this.deps.rules.settings(trx);
    for (const raise of await this.decide(event, settings, trx)) await this.raise(raise, trx);
  }

  private payload<T extends DomainEventType>(type: T, event: DomainEvent): DomainEventPayload<T> {
    return domainEvents[type].payload.parse(event.payload) as DomainEventPayload<T>;
  }

  private async decide(event: DomainEvent, settings: RuleSettings, trx: Trx): Promise<Raise[]> {
    const { figures } = this.deps;
    const raises: Raise[] = [];
    const base = {
      eventId: event.id,
      type: event.type,
      occurredAt: nowIso(new Date(event.occurredAt)),
    };
    switch (event.type) {
      case 'deposit.credited': {
        const deposit = this.payload('deposit.credited', event);
        const rule = settings.large_deposit;
        const amount = BigInt(deposit.amount);
        if (rule.enabled && overAmount(amount, BigInt(rule.params.amountMinor))) {
          raises.push({
            rule: 'large_deposit',
            members: [deposit.memberId],
            event: {
              ...base,
              memberId: deposit.memberId,
              amount,
              currency: deposit.currency,
              reference: deposit.orderNo,
              detail: { thresholdMinor: rule.params.amountMinor },
            },
          });
        }
        break;
      }
      case 'withdrawal.requested': {
        const withdrawal = this.payload('withdrawal.requested', event);
        const amount = BigInt(withdrawal.amount);
        const memberId = withdrawal.memberId;
        const order = {
          ...base,
          memberId,
          amount,
          currency: withdrawal.currency,
          reference: withdrawal.orderNo,
        };
        const at = new Date(withdrawal.requestedAt);
        const large = settings.large_withdrawal;
        if (large.enabled && overAmount(amount, BigInt(large.params.amountMinor))) {
          raises.push({
            rule: 'large_withdrawal',
            members: [memberId],
            event: { ...order, detail: { thresholdMinor: large.params.amountMinor } },
          });
        }
        const play = settings.little_play;
        if (play.enabled) {
          const found = await figures.playSincePreviousWithdrawal(
            memberId,
            withdrawal.orderNo,
            nowIso(at),
            trx,
          );
          if (littlePlay(found, play.params)) {
            raises.push({
              rule: 'little_play',
              members: [memberId],
              event: {
                ...order,
                detail: {
                  depositsMinor: found.deposits.toString(),
                  playedMinor: found.played.toString(),
                  ratioBps: play.params.ratioBps,
                },
              },
            });
          }
        }
        const churn = settings.card_churn;
        if (churn.enabled) {
          const from = nowIso(churnWindowStart(at, churn.params.hours));
          const changes = await figures.cardChanges(memberId, from, nowIso(at), trx);
          if (cardChurn(changes.added + changes.removed, churn.params.maxChanges)) {
            raises.push({
              rule: 'card_churn',
              members: [memberId],
              event: {
                ...order,
                detail: {
                  ...changes,
                  hours: churn.params.hours,
                  maxChanges: churn.params.maxChanges,
                },
              },
            });
          }
        }
        break;
      }
      case 'member.registered':
      case 'member.logged_in': {
        const memberId = (event.payload as { memberId: number }).memberId;
        const rule = settings.shared_device;
        if (!rule.enabled) break;
        const members = await figures.membersSharingDevice(memberId, trx);
        if (tooManySharing(members.length, rule.params.maxMembers)) {
          raises.push({
            rule: 'shared_device',
            members: [memberId, ...members.filter((id) => id !== memberId)],
            group: true,
            event: {
              ...base,
              memberId,
              amount: null,
              currency: null,
              reference: null,
              detail: { members: members.length, maxMembers: rule.params.maxMembers },
            },
          });
        }
        break;
      }
      case 'bank_card.added': {
        const card = this.payload('bank_card.added', event);
        const rule = settings.shared_payee;
        if (!rule.enabled) break;
        const members = await figures.membersSharingPayee(card.holderName, trx);
        if (tooManySharing(members.length, rule.params.maxMembers)) {
          raises.push({
            rule: 'shared_payee',
            members: [card.memberId, ...members.filter((id) => id !== card.memberId)],
            group: true,
            event: {
              ...base,
              memberId: card.memberId,
              amount: null,
              currency: null,
              reference: null,
              detail: {
                holderName: card.holderName,
                members: members.length,
                maxMembers: rule.params.maxMembers,
              },
            },
          });
        }
        break;
      }
    }
    return raises;
  }

  private async raise({ rule, members, event, group }: Raise, trx: Trx): Promise<void> {
    const { cases } = this.deps;
    if (await cases.recorded(rule, event.eventId, trx)) return;
    const live = await cases.liveCase(rule, members, trx);
    // A group already listed in full is no news: logins of its members add nothing.
    if (live && group && members.every((id) => live.members.has(id))) return;
    const caseId = live?.id ?? (await cases.open(rule, members[0]!, event.occurredAt, trx));
    await cases.addMembers(caseId, members, trx);
    await cases.addEvent(caseId, rule, event, trx);
  }
}
