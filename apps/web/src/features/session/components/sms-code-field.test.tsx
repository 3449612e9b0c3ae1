import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../components/ui/test-utils';
import { ApiError } from '../../../lib/api-client';
import type { SmsCodeValue } from '../types';
import { SmsCodeField } from './sms-code-field';

/** Lets the send promise and React's updates settle under fake timers. */
const settle = () => act(async () => {});

function renderField(send: () => Promise<SmsCodeValue | null>, canSend = () => true) {
  renderWithProviders(
    <SmsCodeField value="" onChange={() => undefined} canSend={canSend} send={send} />,
  );
  return () => screen.getByRole('button', { name: /Send code|Resend in/ }) as HTMLButtonElement;
}

describe('verification code field', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('waits expiredMinutes x 60 seconds after a code was sent, then offers to send again', async () => {
    const send = vi.fn(() => Promise.resolve({ expiredMinutes: 2 }));
    const button = renderField(send);
    fireEvent.click(button());
    await settle();
    expect(button().textContent).toBe('Resend in 120 s');
    expect(button().disabled).toBe(true);

    act(() => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('Resend in 119 s');
    for (let second = 0; second < 119; second += 1) act(() => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('Send code');
    expect(button().disabled).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('waits one minute when the server names no time', async () => {
    const button = renderField(() => Promise.resolve(null));
    fireEvent.click(button());
    await settle();
    expect(button().textContent).toBe('Resend in 60 s');
  });

  it('sends at most one request a second, also after a failure', async () => {
    const send = vi.fn(() => Promise.reject(new ApiError('SYSTEM_ERROR', 'boom', 500)));
    const button = renderField(send);
    fireEvent.click(button());
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await settle();
    fireEvent.click(button());
    await settle();
    expect(send).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(button());
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends nothing while the number is not valid', async () => {
    const send = vi.fn(() => Promise.resolve({ expiredMinutes: 1 }));
    const button = renderField(send, () => false);
    fireEvent.click(button());
    await settle();
    expect(send).not.toHaveBeenCalled();
    expect(button().textContent).toBe('Send code');
  });

  it('shows why a code was not sent in a warning until confirmed', async () => {
    const button = renderField(() => Promise.reject(new ApiError('SMS_QUOTA_EXCEEDED', 'x', 429)));
    fireEvent.click(button());
    await settle();
    const warning = screen.getByRole('dialog', { name: 'Code not sent' });
    expect(warning.textContent).toContain(
      'The daily limit of verification codes has been reached.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await settle();
    expect(screen.queryByRole('dialog', { name: 'Code not sent' })).toBeNull();
  });
});
