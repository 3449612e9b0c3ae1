import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { KycSettings } from '@portal/shared/schemas/kyc';
import { renderConsole } from '../../../test/render';
// Loaded with the file, so the lazy screen's first render does not wait for its transform.
import './kyc-settings-screen';

/** 5,000,000 bytes shows as 4.77 MB: saving other settings must keep the stored bytes. */
const settings: KycSettings = {
  minimumAge: 18,
  withdrawalThreshold: 5000,
  lifetimeThreshold: 20000,
  maxFileBytes: 5_000_000,
};

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function replace(label: string, text: string) {
  await userEvent.clear(input(label));
  await userEvent.type(input(label), text);
}

describe('the identity check settings', () => {
  it('shows the stored settings, amounts with 2 decimals and the file size in MB', async () => {
    await renderConsole('/kyc/settings', {
      role: 'risk',
      routes: { 'GET /kyc/settings': settings },
    });
    const age = (await screen.findByLabelText('Minimum age')) as HTMLSelectElement;
    expect(age.value).toBe('18');
    expect(input('Withdrawal amount needing verification').value).toBe('5000.00');
    expect(input('Withdrawals in total needing verification').value).toBe('20000.00');
    expect(input('Largest document file (MB)').value).toBe('4.77');
    expect(
      screen.getByText(
        'A single withdrawal above this amount is refused until the member is verified.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Identity check settings' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('saves the settings with the changes made and the others as stored', async () => {
    const { calls } = await renderConsole('/kyc/settings', {
      role: 'risk',
      routes: {
        'GET /kyc/settings': settings,
        'PUT /kyc/settings': ({ body }: { body: unknown }) => body,
      },
    });
    await userEvent.selectOptions(await screen.findByLabelText('Minimum age'), '21');
    await replace('Withdrawal amount needing verification', '2500.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ path: '/kyc/settings' });
    expect(puts[0]!.body).toEqual({
      minimumAge: 21,
      withdrawalThreshold: 2500.5,
      lifetimeThreshold: 20000,
      maxFileBytes: 5_000_000,
    });
    expect(
      await screen.findByText('Identity check settings saved: withdrawals follow them now'),
    ).toBeTruthy();
    expect(input('Withdrawal amount needing verification').value).toBe('2500.50');
  });

  it('sends a new file size in bytes', async () => {
    const { calls } = await renderConsole('/kyc/settings', {
      role: 'risk',
      routes: {
        'GET /kyc/settings': settings,
        'PUT /kyc/settings': ({ body }: { body: unknown }) => body,
      },
    });
    await screen.findByLabelText('Largest document file (MB)');
    await replace('Largest document file (MB)', '8');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        ...settings,
        maxFileBytes: 8 * 1024 * 1024,
      }),
    );
  });

  it('points at the values it cannot take and sends nothing', async () => {
    const { calls } = await renderConsole('/kyc/settings', {
      role: 'risk',
      routes: { 'GET /kyc/settings': settings, 'PUT /kyc/settings': settings },
    });
    await screen.findByLabelText('Minimum age');
    await replace('Withdrawals in total needing verification', '12.345');
    await replace('Largest document file (MB)', '25');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('An amount from 0.00 to 1,000,000,000.00, with at most 2 decimals.'),
    ).toBeTruthy();
    expect(screen.getByText('A size from 0.07 to 20 MB, with at most 2 decimals.')).toBeTruthy();
    expect(input('Withdrawals in total needing verification').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("shows the server's refusal", async () => {
    await renderConsole('/kyc/settings', {
      role: 'risk',
      routes: {
        'GET /kyc/settings': settings,
        'PUT /kyc/settings': {
          error: {
            status: 403,
            errorCode: 'FORBIDDEN',
            message: 'Your role cannot change the identity check settings.',
          },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Your role cannot change the identity check settings.'),
    ).toBeTruthy();
    expect(
      screen.queryByText('Identity check settings saved: withdrawals follow them now'),
    ).toBeNull();
  });

  it('is neither in the sidebar nor open to a role without compliance.manage', async () => {
    const { calls } = await renderConsole('/kyc/settings', {
      role: 'finance',
      routes: { 'GET /kyc/settings': settings },
    });
    expect(await screen.findByText('Your role cannot open this page')).toBeTruthy();
    await screen.findByRole('navigation');
    expect(screen.queryByRole('link', { name: 'Identity check settings' })).toBeNull();
    expect(screen.queryByLabelText('Minimum age')).toBeNull();
    expect(calls.some((call) => call.path === '/kyc/settings')).toBe(false);
  });
});
