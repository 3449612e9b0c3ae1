import { describe, expect, it } from 'vitest';
import { formatMoney } from '@portal/shared/money';
import type { WalletEntry } from '@portal/shared/schemas/wallet';
import {
  amountForApi,
  checkTransfer,
  parseAmountInput,
  type TransferDraft,
} from './transfer-rules';

const wallets: WalletEntry[] = [
  { wallet: 'main', vendor: null, name: 'main', balance: 1234.5, status: 'active' },
  { wallet: 'bonus', vendor: null, name: 'bonus', balance: 50, status: 'active' },
  { wallet: 'vendor', vendor: 'LIVE', name: 'Lotus Live', balance: 20, status: 'active' },
  { wallet: 'vendor', vendor: 'DOWN', name: 'Thunder Peak', balance: 5, status: 'maintenance' },
  { wallet: 'vendor', vendor: 'EMPTY', name: 'Empty Hall', balance: 0, status: 'active' },
];

const check = (draft: Partial<TransferDraft>) =>
  checkTransfer(
    { from: 'main', to: 'LIVE', amount: '10', all: false, ...draft },
    wallets,
    formatMoney,
  );

describe('parseAmountInput', () => {
  it.each([
    ['10', 1_000n],
    ['0.01', 1n],
    [' 1,234.5 ', 123_450n],
    ['7.', null],
    ['0', null],
    ['-1', null],
    ['1.005', null],
    ['1e3', null],
    ['abc', null],
    ['', null],
  ])('reads %j as %s', (text, minor) => {
    expect(parseAmountInput(text)).toBe(minor);
  });

  it('gives the API the decimal number', () => {
    expect(amountForApi('1,234.50')).toBe(1234.5);
  });
});

describe('checkTransfer', () => {
  it('accepts main to an open vendor and back within the balance', () => {
    expect(check({})).toBeNull();
    expect(check({ from: 'LIVE', to: 'main', amount: '20' })).toBeNull();
    expect(check({ amount: '1,234.50' })).toBeNull();
    expect(check({ from: 'LIVE', to: 'main', amount: '', all: true })).toBeNull();
  });

  it('wants main on exactly one side', () => {
    expect(check({ to: 'main' })).toMatchObject({ field: 'to', key: 'transfer.errors.sameWallet' });
    expect(check({ from: 'LIVE', to: 'EMPTY' })).toMatchObject({
      key: 'transfer.errors.mainRequired',
    });
  });

  it('refuses a vendor that is unknown or under maintenance', () => {
    expect(check({ to: '' })).toMatchObject({ field: 'to', key: 'transfer.errors.chooseVendor' });
    expect(check({ from: 'DOWN', to: 'main' })).toEqual({
      field: 'from',
      key: 'transfer.errors.maintenance',
      values: { vendor: 'Thunder Peak' },
    });
  });

  it('checks the amount: present, above zero with 2 decimals at most, within the source', () => {
    expect(check({ amount: ' ' })).toMatchObject({ key: 'transfer.errors.amountRequired' });
    expect(check({ amount: '0' })).toMatchObject({ key: 'transfer.errors.amountFormat' });
    expect(check({ amount: '2.345' })).toMatchObject({ key: 'transfer.errors.amountFormat' });
    expect(check({ amount: '1234.51' })).toEqual({
      field: 'amount',
      key: 'transfer.errors.amountTooHigh',
      values: { amount: '1,234.50' },
    });
    expect(check({ from: 'EMPTY', to: 'main', amount: '', all: true })).toMatchObject({
      key: 'transfer.errors.nothingToMove',
    });
  });
});
