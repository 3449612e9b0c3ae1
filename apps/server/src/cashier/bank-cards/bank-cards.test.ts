import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bankCardListSchema,
  bankCardSchema,
  bankListSchema,
} from '@portal/shared/schemas/withdrawal';
import { authHeader, createMember, login } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import {
  PAYEE_NAME,
  readyMember,
  uniqueAccountNumber,
  withdraw,
  type ReadyMember,
} from '../../../test/withdrawals.js';

const t = useTestApp();

const addCard = (member: Pick<ReadyMember, 'headers'>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/wps/member/bank-cards', headers: member.headers, payload });

const listCards = async (member: Pick<ReadyMember, 'headers'>) =>
  expectValue(
    await t.app.inject({ url: '/wps/member/bank-cards', headers: member.headers }),
    bankCardListSchema,
  );

const deleteCard = (member: Pick<ReadyMember, 'headers'>, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/wps/member/bank-cards/${id}`, headers: member.headers });

const newCard = (overrides: Record<string, unknown> = {}) => ({
  bankCode: 'CIMB',
  accountNumber: uniqueAccountNumber(),
  holderName: PAYEE_NAME,
  ...overrides,
});

async function signedIn(payeeName: string | null = PAYEE_NAME) {
  const member = await createMember(t, payeeName === null ? {} : { payeeName });
  const { token } = await login(t, member.account, member.password);
  return { ...member, headers: authHeader(token) };
}

describe('GET /wps/member/bank-cards/banks', () => {
  it('lists the banks of the member currency, switched-off ones left out', async () => {
    const member = await signedIn();
    const banks = expectValue(
      await t.app.inject({ url: '/wps/member/bank-cards/banks', headers: member.headers }),
      bankListSchema,
    );
    expect(banks.length).toBeGreaterThan(10);
    expect(banks[0]).toEqual({ code: 'MBB', name: 'Maybank' });
    expect(banks.map((bank) => bank.code)).toContain('CIMB');

    await t.db.updateTable('banks').set({ enabled: 0 }).where('code', '=', 'ARB').execute();
    const after = expectValue(
      await t.app.inject({ url: '/wps/member/bank-cards/banks', headers: member.headers }),
      bankListSchema,
    );
    expect(after.map((bank) => bank.code)).not.toContain('ARB');
    await t.db.updateTable('banks').set({ enabled: 1 }).where('code', '=', 'ARB').execute();
  });
});

describe('POST /wps/member/bank-cards', () => {
  it('binds a card in the payee name and shows the account number masked from then on', async () => {
    const member = await signedIn();
    const card = newCard({ accountNumber: '5140 1234-5678', holderName: '  tan  AH kow ' });
    const bound = expectValue(await addCard(member, card), bankCardSchema);
    expect(bound).toMatchObject({
      bankCode: 'CIMB',
      bankName: 'CIMB Bank',
      accountNumber: '**** 5678',
      holderName: PAYEE_NAME,
      inUse: false,
    });
    const cards = await listCards(member);
    expect(cards).toEqual([bound]);
    expect(JSON.stringify(cards)).not.toContain('514012345678');
    const stored = await t.db
      .selectFrom('bank_cards')
      .select('account_number')
      .where('id', '=', bound.id)
      .executeTakeFirstOrThrow();
    expect(stored.account_number).toBe('514012345678');
  });

  it('needs a payee name first', async () => {
    const member = await signedIn(null);
    expectError(await addCard(member, newCard()), 400, 'PAYEE_NAME_REQUIRED');
  });

  it('refuses a holder other than the payee name', async () => {
    const member = await signedIn();
    expectError(
      await addCard(member, newCard({ holderName: 'Lim Mei Ling' })),
      400,
      'BANK_CARD_HOLDER_MISMATCH',
    );
    expect(await listCards(member)).toEqual([]);
  });

  it('refuses an account bound already, by this member or another', async () => {
    const first = await signedIn();
    const card = newCard();
    expectValue(await addCard(first, card), bankCardSchema);
    expectError(await addCard(first, card), 409, 'BANK_CARD_DUPLICATE');
    const other = await signedIn();
    expectError(await addCard(other, card), 409, 'BANK_CARD_DUPLICATE');
    // The same number at another bank is another account.
    expectValue(await addCard(other, { ...card, bankCode: 'PBB' }), bankCardSchema);
  });

  it('frees the account number again once the card is deleted', async () => {
    const member = await signedIn();
    const card = newCard();
    const bound = expectValue(await addCard(member, card), bankCardSchema);
    expectValue(await deleteCard(member, bound.id), z.null());
    expectValue(await addCard(member, card), bankCardSchema);
  });

  it('stops at the configured number of cards, even when they are added at once', async () => {
    const { maxBankCards } = await t.app.services.settings.get('withdrawal');
    const member = await signedIn();
    const answers = await Promise.all(
      Array.from({ length: maxBankCards + 3 }, () => addCard(member, newCard())),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(maxBankCards);
    for (const answer of answers.filter((each) => each.statusCode !== 200)) {
      expectError(answer, 409, 'BANK_CARD_LIMIT_REACHED');
    }
    expect(await listCards(member)).toHaveLength(maxBankCards);
  });

  it('refuses a bank that is not offered and malformed account numbers', async () => {
    const member = await signedIn();
    expectError(await addCard(member, newCard({ bankCode: 'NOPE' })), 404, 'NOT_FOUND');
    for (const accountNumber of ['12345', '1'.repeat(21), '12345abc90', '']) {
      expectError(await addCard(member, newCard({ accountNumber })), 400, 'VALIDATION_FAILED');
    }
    expectError(await addCard(member, { ...newCard(), extra: 1 }), 400, 'VALIDATION_FAILED');
    expectError(await addCard(member, { bankCode: 'MBB' }), 400, 'VALIDATION_FAILED');
  });
});

describe('DELETE /wps/member/bank-cards/:id', () => {
  it('deletes a card of the member only', async () => {
    const owner = await signedIn();
    const bound = expectValue(await addCard(owner, newCard()), bankCardSchema);
    const stranger = await signedIn();
    expectError(await deleteCard(stranger, bound.id), 404, 'NOT_FOUND');
    expectValue(await deleteCard(owner, bound.id), z.null());
    expect(await listCards(owner)).toEqual([]);
    expectError(await deleteCard(owner, bound.id), 404, 'NOT_FOUND');
  });

  it('keeps a card that an open withdrawal goes to', async () => {
    const member = await readyMember(t);
    await withdraw(t, member, { amount: 100 });
    expect((await listCards(member))[0]).toMatchObject({ id: member.cardId, inUse: true });
    expectError(await deleteCard(member, member.cardId), 409, 'INVALID_STATE');
    expect(await listCards(member)).toHaveLength(1);
  });
});

describe('bank cards are real-money calls', () => {
  it('answers NOT_LOGGED_IN without a session and TRIAL_ACCOUNT to a trial account', async () => {
    for (const [method, url] of [
      ['GET', '/wps/member/bank-cards/banks'],
      ['GET', '/wps/member/bank-cards'],
      ['POST', '/wps/member/bank-cards'],
      ['DELETE', '/wps/member/bank-cards/1'],
    ] as const) {
      const payload = method === 'POST' ? newCard() : undefined;
      expectError(await t.app.inject({ method, url, payload }), 401, 'NOT_LOGGED_IN');
      const trial = await createMember(t, { type: 4, payeeName: PAYEE_NAME });
      const { token } = await login(t, trial.account, trial.password);
      expectError(
        await t.app.inject({ method, url, payload, headers: authHeader(token) }),
        403,
        'TRIAL_ACCOUNT',
      );
    }
  });
});
