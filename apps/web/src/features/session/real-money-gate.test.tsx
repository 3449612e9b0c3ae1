import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { MemberInfo } from '@portal/shared/schemas/account';
import { ApiFailure, createTestQueryClient, mockApi } from '../../components/ui/test-utils';
import { useAuthModal } from './hooks/use-auth-modal';
import { useSession } from './hooks/use-session';
import {
  agentCentreOutcome,
  playOutcome,
  realMoneyOutcome,
  useAgentCentreGate,
  useGateWarning,
  usePlayGate,
  useRealMoneyGate,
} from './real-money-gate';

function member(type: number, nonMember = false): MemberInfo {
  return {
    id: 7,
    account: 'demo01',
    nickname: 'Demo',
    type,
    clubLabel: { rankLevel: 1, labelName: 'VIP 1' },
    toUpline: false,
    icon: 1,
    currency: 'MYR',
    lastLoginTime: null,
    lastLoginIp: null,
    nonMember,
    profile: { changesAllowed: false, fields: [] },
  };
}

function signIn(type: number | null, nonMember = false) {
  useSession.getState().setToken('token-1');
  if (type !== null) useSession.getState().setMember(member(type, nonMember));
}

function renderGates() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => ({ realMoney: useRealMoneyGate(), play: usePlayGate(), agent: useAgentCentreGate() }),
    { wrapper },
  );
  return result.current;
}

describe('the real-money gate', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSession.getState().clear();
    useAuthModal.getState().close();
    useGateWarning.getState().dismiss();
  });

  it('opens the login modal and blocks the action without a session', async () => {
    const action = vi.fn();
    const gates = renderGates();
    await expect(gates.realMoney.guard(action)).resolves.toBe(false);
    expect(action).not.toHaveBeenCalled();
    expect(useAuthModal.getState().modal).toBe('login');
    expect(useGateWarning.getState().open).toBe(false);
  });

  it('warns a trial account that a real account is needed and blocks the action', async () => {
    signIn(4);
    const action = vi.fn();
    const gates = renderGates();
    await expect(gates.realMoney.guard(action)).resolves.toBe(false);
    expect(action).not.toHaveBeenCalled();
    expect(useGateWarning.getState().open).toBe(true);
    expect(useAuthModal.getState().modal).toBeNull();
  });

  it('runs the action at once for a member, before the promise settles', () => {
    signIn(0);
    const action = vi.fn();
    const gates = renderGates();
    void gates.realMoney.guard(action);
    expect(action).toHaveBeenCalledTimes(1);
    expect(useGateWarning.getState().open).toBe(false);
  });

  it('lets agents through the real-money gate too', async () => {
    signIn(41);
    const action = vi.fn();
    await expect(renderGates().realMoney.guard(action)).resolves.toBe(true);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('asks the server for the account type when it is not known yet', async () => {
    const fetchMock = mockApi({ '/wps/member/info': member(4) });
    signIn(null);
    const action = vi.fn();
    await expect(renderGates().realMoney.guard(action)).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(action).not.toHaveBeenCalled();
    expect(useGateWarning.getState().open).toBe(true);
  });

  it('blocks quietly when the account type cannot be loaded', async () => {
    mockApi({ '/wps/member/info': new ApiFailure(500, 'SYSTEM_ERROR') });
    signIn(null);
    const action = vi.fn();
    await expect(renderGates().realMoney.guard(action)).resolves.toBe(false);
    expect(action).not.toHaveBeenCalled();
    expect(useGateWarning.getState().open).toBe(false);
    expect(useAuthModal.getState().modal).toBeNull();
  });
});

describe('the play gate', () => {
  afterEach(() => {
    cleanup();
    useSession.getState().clear();
    useAuthModal.getState().close();
    useGateWarning.getState().dismiss();
  });

  it('tells an agents-only account that a non-member cannot play, and keeps its wallet open', async () => {
    signIn(41, true);
    const play = vi.fn();
    const gates = renderGates();
    await expect(gates.play.guard(play)).resolves.toBe(false);
    expect(play).not.toHaveBeenCalled();
    expect(useGateWarning.getState()).toMatchObject({ open: true, reason: 'nonMember' });
    useGateWarning.getState().dismiss();
    const deposit = vi.fn();
    await expect(gates.realMoney.guard(deposit)).resolves.toBe(true);
    expect(deposit).toHaveBeenCalledTimes(1);
    expect(useGateWarning.getState().open).toBe(false);
  });

  it('lets members and agents who also play through', async () => {
    for (const type of [0, 41]) {
      signIn(type);
      const play = vi.fn();
      await expect(renderGates().play.guard(play)).resolves.toBe(true);
      expect(play).toHaveBeenCalledTimes(1);
    }
  });

  it('gives a trial account the real-account warning', async () => {
    signIn(4);
    await expect(renderGates().play.guard(vi.fn())).resolves.toBe(false);
    expect(useGateWarning.getState()).toMatchObject({ open: true, reason: 'trial' });
  });
});

describe('the agent-centre gate', () => {
  afterEach(() => {
    cleanup();
    useSession.getState().clear();
    useAuthModal.getState().close();
    useGateWarning.getState().dismiss();
  });

  it.each([1, 2, 41, 42])('opens for account type %i', async (type) => {
    signIn(type);
    const action = vi.fn();
    await expect(renderGates().agent.guard(action)).resolves.toBe(true);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it.each([0, 3, 4, 40])('shows the real-account warning to account type %i', async (type) => {
    signIn(type);
    const action = vi.fn();
    await expect(renderGates().agent.guard(action)).resolves.toBe(false);
    expect(action).not.toHaveBeenCalled();
    expect(useGateWarning.getState().open).toBe(true);
  });

  it('opens the login modal without a session', async () => {
    const action = vi.fn();
    await expect(renderGates().agent.guard(action)).resolves.toBe(false);
    expect(useAuthModal.getState().modal).toBe('login');
  });
});

describe('gate outcomes', () => {
  it('follow spec section 5 for every kind of visitor', () => {
    expect(realMoneyOutcome(false, undefined)).toBe('login');
    expect(realMoneyOutcome(true, 4)).toBe('warning');
    expect(realMoneyOutcome(true, 0)).toBe('allowed');
    expect(agentCentreOutcome(false, 1)).toBe('login');
    expect(agentCentreOutcome(true, 4)).toBe('warning');
    expect(agentCentreOutcome(true, 0)).toBe('warning');
    expect(agentCentreOutcome(true, 42)).toBe('allowed');
    expect(playOutcome(false, undefined)).toBe('login');
    expect(playOutcome(true, { type: 4, nonMember: false })).toBe('warning');
    expect(playOutcome(true, { type: 42, nonMember: true })).toBe('nonMember');
    expect(playOutcome(true, { type: 42, nonMember: false })).toBe('allowed');
  });
});
