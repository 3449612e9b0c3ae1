import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RealityCheckValue } from '@portal/shared/schemas/reality-check';
import { ApiFailure, bodiesSentTo, serveApi } from '../../../components/ui/test-api';
import { renderWithProviders } from '../../../components/ui/test-utils';
import { formatDateTime } from '../../../lib/format-date-time';
import { RealityCheckPage } from './reality-check-page';

let current: RealityCheckValue;

const base = (): RealityCheckValue => ({
  intervalMinutes: 30,
  sessionLimitMinutes: 120,
  pending: null,
  session: {
    startedAt: new Date().toISOString(),
    playedSeconds: 3725,
    staked: 50,
    paidOut: 62.25,
    net: 12.25,
  },
});

const select = (name: string) => screen.getByLabelText<HTMLSelectElement>(name);

describe('RealityCheckPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the settings in force and the session so far', async () => {
    current = base();
    serveApi({ 'GET /wps/member/reality-check': () => current });
    renderWithProviders(<RealityCheckPage />);
    await waitFor(() => expect(select('Remind me every').value).toBe('30'));
    expect(select('Session time limit').value).toBe('120');
    expect(screen.getByText('This session: 1:02:05 played, net result +12.25.')).not.toBeNull();
    const choices = [...select('Remind me every').options].map((option) => option.text);
    expect(choices).toEqual(['Off', '15 min', '30 min', '45 min', '1 h', '90 min', '2 h']);
  });

  it('saves both choices and shows the date a higher limit takes effect', async () => {
    current = base();
    const effectiveAt = '2026-12-01T10:00:00.000Z';
    const fetchMock = serveApi({
      'GET /wps/member/reality-check': () => current,
      'PUT /wps/member/reality-check': (body) => {
        const payload = body as {
          intervalMinutes: number | null;
          sessionLimitMinutes: number | null;
        };
        current = {
          ...current,
          intervalMinutes: payload.intervalMinutes,
          pending: { sessionLimitMinutes: payload.sessionLimitMinutes, effectiveAt },
        };
        return null;
      },
    });
    renderWithProviders(<RealityCheckPage />);
    await waitFor(() => expect(select('Remind me every').value).toBe('30'));
    fireEvent.change(select('Remind me every'), { target: { value: '15' } });
    fireEvent.change(select('Session time limit'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved.'));
    expect(bodiesSentTo(fetchMock, 'PUT', '/wps/member/reality-check')).toEqual([
      { intervalMinutes: 15, sessionLimitMinutes: null },
    ]);
    const pending = await screen.findByTestId('reality-pending');
    expect(pending.textContent).toBe(
      `Your change to no limit takes effect on ${formatDateTime(effectiveAt, 'EN')}.`,
    );
    expect(select('Session time limit').value).toBe('');
  });

  it('says why a save failed', async () => {
    current = base();
    serveApi({
      'GET /wps/member/reality-check': () => current,
      'PUT /wps/member/reality-check': () => new ApiFailure('VALIDATION_FAILED'),
    });
    renderWithProviders(<RealityCheckPage />);
    await waitFor(() => expect(select('Remind me every').value).toBe('30'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
  });
});
