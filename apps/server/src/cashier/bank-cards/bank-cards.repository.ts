import { PostgresAdapter, type Selectable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { BankCardsTable, BanksTable } from './bank-cards.tables.js';
import type { Executor, Trx } from '../../db/transaction.js';
import { OPEN_STATUSES } from '../withdrawals/withdrawal-states.js';

export type BankRow = Pick<Selectable<BanksTable>, 'code' | 'name' | 'enabled'>;
export type BankCardRow = Selectable<BankCardsTable> & { in_use: boolean };

/** Banks, bound cards, and the open withdrawals that keep a card from being deleted. */
export class BankCardsRepository {
  private readonly postgres: boolean;

  constructor(private readonly db: DB) {
    this.postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  }

  /** Every bank of a currency, switched-off ones included (old cards still need their name). */
  banks(currency: string, executor: Executor = this.db): Promise<BankRow[]> {
    return executor
      .selectFrom('banks')
      .select(['code', 'name', 'enabled'])
      .where('currency', '=', currency)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  /** The member's live cards, oldest first, each with whether an open withdrawal uses it. */
  async liveCards(memberId: number, executor: Executor = this.db): Promise<BankCardRow[]> {
    const rows = await executor
      .selectFrom('bank_cards as c')
      .selectAll('c')
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('withdrawals as w')
              .select('w.id')
              .whereRef('w.bank_card_id', '=', 'c.id')
              .where('w.status', 'in', OPEN_STATUSES),
          )
          .as('in_use'),
      )
      .where('c.member_id', '=', memberId)
      .where('c.deleted_at', 'is', null)
      .orderBy('c.id')
      .execute();
    // SQLite answers EXISTS with 0 or 1.
    return rows.map((row) => ({ ...row, in_use: Boolean(row.in_use) }));
  }

  /**
   * Serialises card changes of one member on PostgreSQL (the member row's lock), so that two
   * concurrent bindings cannot both pass the card limit. SQLite has one writer anyway.
   */
  async lockMember(memberId: number, trx: Trx): Promise<void> {
    if (!this.postgres) return;
    await trx
      .selectFrom('members')
      .select('id')
      .where('id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
  }

  /**
   * The member's live card, locked until the transaction ends on PostgreSQL: a withdrawal to it
   * and its deletion take this lock first, so neither misses the other.
   */
  async lockLiveCard(
    memberId: number,
    cardId: number,
    trx: Trx,
  ): Promise<Selectable<BankCardsTable> | undefined> {
    let query = trx
      .selectFrom('bank_cards')
      .selectAll()
      .where('id', '=', cardId)
      .where('member_id', '=', memberId)
      .where('deleted_at', 'is', null);
    if (this.postgres) query = query.forUpdate();
    return query.executeTakeFirst();
  }

  async countLive(memberId: number, trx: Trx): Promise<number> {
    const row = await trx
      .selectFrom('bank_cards')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('member_id', '=', memberId)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async insert(
    card: {
      memberId: number;
      bankCode: string;
      accountNumber: string;
      holderName: string;
      now: string;
    },
    trx: Trx,
  ): Promise<number> {
    const row = await trx
      .insertInto('bank_cards')
      .values({
        member_id: card.memberId,
        bank_code: card.bankCode,
        account_number: card.accountNumber,
        holder_name: card.holderName,
        created_at: card.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async hasOpenWithdrawal(cardId: number, trx: Trx): Promise<boolean> {
    const row = await trx
      .selectFrom('withdrawals')
      .select('id')
      .where('bank_card_id', '=', cardId)
      .where('status', 'in', OPEN_STATUSES)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async markDeleted(cardId: number, now: string, trx: Trx): Promise<void> {
    await trx
      .updateTable('bank_cards')
      .set({ deleted_at: now })
      .where('id', '=', cardId)
      .where('deleted_at', 'is', null)
      .execute();
  }
}
