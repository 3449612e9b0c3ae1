import type { z } from 'zod';
import type { Bank, BankCard, addBankCardPayloadSchema } from '@portal/shared/schemas/withdrawal';
import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { EventOutbox } from '../../platform/events/event-outbox.js';
import type { MemberRow, MembersRepository } from '../../platform/members/members.repository.js';
import type { SettingsService } from '../../platform/settings/settings.service.js';
import { normalisedName, toBankCard, type BankNames } from './bank-card-view.js';
import type { BankCardsRepository } from './bank-cards.repository.js';

export type AddBankCardInput = z.output<typeof addBankCardPayloadSchema>;

export interface BankCardsDeps {
  db: DB;
  repository: BankCardsRepository;
  members: Pick<MembersRepository, 'findById'>;
  settings: Pick<SettingsService, 'get'>;
  outbox: Pick<EventOutbox, 'append'>;
}

/** PostgreSQL names the index; SQLite names its columns. */
const isAccountTaken = (error: unknown) =>
  isUniqueViolation(error, 'bank_cards_live_account') ||
  isUniqueViolation(error, 'bank_cards.account_number');

/**
 * The bank accounts a member withdraws to. The holder must be the member's own payee name, so
 * money only ever leaves to an account in the member's name; one account is bound once.
 */
export class BankCardsService {
  constructor(private readonly deps: BankCardsDeps) {}

  private async member(memberId: number): Promise<MemberRow> {
    const member = await this.deps.members.findById(memberId);
    if (!member) throw new AppError('SESSION_EXPIRED');
    return member;
  }

  /** Bank names of a currency by code, for cards and withdrawals. */
  async bankNames(currency: string): Promise<BankNames> {
    const banks = await this.deps.repository.banks(currency);
    return new Map(banks.map((bank) => [bank.code, bank.name]));
  }

  /** The banks a member of this currency can bind now. */
  async banks(memberId: number): Promise<Bank[]> {
    const member = await this.member(memberId);
    const banks = await this.deps.repository.banks(member.currency);
    return banks.filter((bank) => bank.enabled === 1).map(({ code, name }) => ({ code, name }));
  }

  async cards(memberId: number, currency?: string): Promise<BankCard[]> {
    const names = await this.bankNames(currency ?? (await this.member(memberId)).currency);
    const rows = await this.deps.repository.liveCards(memberId);
    return rows.map((row) => toBankCard(row, names));
  }

  /**
   * Binds a card. Refuses PAYEE_NAME_REQUIRED (no real name yet), BANK_CARD_HOLDER_MISMATCH,
   * NOT_FOUND (bank not offered), BANK_CARD_LIMIT_REACHED and BANK_CARD_DUPLICATE.
   */
  async add(memberId: number, input: AddBankCardInput): Promise<BankCard> {
    const member = await this.member(memberId);
    if (!member.payee_name) throw new AppError('PAYEE_NAME_REQUIRED');
    if (normalisedName(input.holderName) !== normalisedName(member.payee_name)) {
      throw new AppError('BANK_CARD_HOLDER_MISMATCH');
    }
    const banks = await this.deps.repository.banks(member.currency);
    const bank = banks.find((row) => row.code === input.bankCode && row.enabled === 1);
    if (!bank) {
      throw new AppError('NOT_FOUND', {}, [{ path: 'bankCode', reason: 'unknown_bank' }]);
    }
    const { maxBankCards } = await this.deps.settings.get('withdrawal');
    const { repository } = this.deps;
    let id: number;
    try {
      id = await inTransaction(this.deps.db, async (trx) => {
        await repository.lockMember(memberId, trx);
        if ((await repository.countLive(memberId, trx)) >= maxBankCards) {
          throw new AppError('BANK_CARD_LIMIT_REACHED', { max: maxBankCards });
        }
        const now = nowIso();
        // The card carries the name as the member registered it, not as typed this time.
        const holderName = member.payee_name!;
        const cardId = await repository.insert(
          { memberId, bankCode: bank.code, accountNumber: input.accountNumber, holderName, now },
          trx,
        );
        await this.deps.outbox.append(trx, {
          type: 'bank_card.added',
          key: `bank_card.added:${cardId}`,
          memberId,
          payload: { cardId, memberId, holderName, addedAt: now },
          occurredAt: new Date(now),
        });
        return cardId;
      });
    } catch (error) {
      if (isAccountTaken(error)) {
        throw new AppError('BANK_CARD_DUPLICATE');
      }
      throw error;
    }
    const card = (await this.cards(memberId, member.currency)).find((row) => row.id === id);
    if (!card) throw new Error(`Bank card ${id} vanished after binding`);
    return card;
  }

  /** Deletes a card of the member; INVALID_STATE while a withdrawal to it is still open. */
  async remove(memberId: number, cardId: number): Promise<void> {
    const { repository } = this.deps;
    await inTransaction(this.deps.db, async (trx) => {
      const card = await repository.lockLiveCard(memberId, cardId, trx);
      if (!card) throw new AppError('NOT_FOUND');
      if (await repository.hasOpenWithdrawal(cardId, trx)) throw new AppError('INVALID_STATE');
      await repository.markDeleted(cardId, nowIso(), trx);
    });
  }
}
