import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { WalletEntry } from '@portal/shared/schemas/wallet';
import { renderWithProviders } from '../../../components/ui/test-utils';
import { TransferForm } from './transfer-form';

const wallets: WalletEntry[] = [
  { wallet: 'main', vendor: null, name: 'main', balance: 1500.25, status: 'active' },
  { wallet: 'bonus', vendor: null, name: 'bonus', balance: 0, status: 'active' },
  { wallet: 'vendor', vendor: 'LIVE', name: 'Lotus Live', balance: 20, status: 'active' },
  { wallet: 'vendor', vendor: 'SPORT', name: 'Kinetic Sports', balance: 0, status: 'active' },
  { wallet: 'vendor', vendor: 'DOWN', name: 'Thunder Peak', balance: 5, status: 'maintenance' },
];

function renderForm() {
  const onSubmit = vi.fn();
  renderWithProviders(<TransferForm wallets={wallets} busy={false} onSubmit={onSubmit} />);
  return onSubmit;
}

const amountField = () => screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
const select = (name: 'From' | 'To') => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));

describe('TransferForm', () => {
  afterEach(cleanup);

  it('starts from main to the first open vendor and sends the typed amount', () => {
    const onSubmit = renderForm();
    expect(select('From').value).toBe('main');
    expect(select('To').value).toBe('LIVE');
    expect(screen.getByText('Available: 1,500.25')).toBeTruthy();
    fireEvent.change(amountField(), { target: { value: '1,000.5' } });
    submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const payload = onSubmit.mock.calls[0]![0];
    expect(payload).toMatchObject({ from: 'main', to: 'LIVE', amount: 1000.5 });
    expect(payload.reference).toMatch(/^wt-[0-9a-f]{24}$/);
  });

  it('keeps main on one side: a vendor as source puts main as destination', () => {
    renderForm();
    fireEvent.change(select('From'), { target: { value: 'SPORT' } });
    expect(select('To').value).toBe('main');
    fireEvent.change(select('To'), { target: { value: 'LIVE' } });
    expect(select('From').value).toBe('main');
    expect(screen.getByText('Available: 1,500.25')).toBeTruthy();
  });

  it('offers a vendor under maintenance only as a disabled choice', () => {
    renderForm();
    const option = screen.getAllByRole('option', {
      name: 'Thunder Peak (Under maintenance)',
    })[0] as HTMLOptionElement;
    expect(option.disabled).toBe(true);
  });

  it.each([
    ['', 'Enter an amount.'],
    ['0', 'Enter an amount above 0 with at most 2 decimals.'],
    ['12.345', 'Enter an amount above 0 with at most 2 decimals.'],
    ['1500.26', 'The amount is more than the 1,500.25 available.'],
  ])('refuses the amount %j: %s', (amount, message) => {
    const onSubmit = renderForm();
    fireEvent.change(amountField(), { target: { value: amount } });
    submit();
    expect(screen.getByText(message)).toBeTruthy();
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends all: true with "All" and drops it once the amount is typed', () => {
    const onSubmit = renderForm();
    fireEvent.change(select('From'), { target: { value: 'LIVE' } });
    fireEvent.click(
      screen.getByRole('button', { name: 'Use the whole balance of the source wallet' }),
    );
    expect(amountField().value).toBe('20.00');
    submit();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ from: 'LIVE', to: 'main', all: true });
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('amount');
    fireEvent.change(amountField(), { target: { value: '5' } });
    submit();
    expect(onSubmit.mock.calls[1]![0]).toMatchObject({ from: 'LIVE', to: 'main', amount: 5 });
    expect(onSubmit.mock.calls[1]![0]).not.toHaveProperty('all');
  });

  it('says there is nothing to move when "All" is used on an empty wallet', () => {
    const onSubmit = renderForm();
    fireEvent.change(select('From'), { target: { value: 'SPORT' } });
    fireEvent.click(
      screen.getByRole('button', { name: 'Use the whole balance of the source wallet' }),
    );
    submit();
    expect(screen.getByText('There is nothing to move from this wallet.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a retry of the same draft with the same reference, a changed one with a new one', () => {
    const onSubmit = renderForm();
    fireEvent.change(amountField(), { target: { value: '10' } });
    submit();
    submit();
    fireEvent.change(amountField(), { target: { value: '11' } });
    submit();
    const references = onSubmit.mock.calls.map(([payload]) => payload.reference);
    expect(references[0]).toBe(references[1]);
    expect(references[2]).not.toBe(references[0]);
  });
});
