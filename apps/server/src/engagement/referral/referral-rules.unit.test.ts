import { describe, expect, it } from 'vitest';
import {
  abuseReasons,
  assess,
  codeKey,
  DEFAULT_REFERRAL_RULES,
  maskFriend,
  newReferralCode,
  normalizeName,
  type FriendProgress,
  type MemberTraces,
  type ReferralRuleSet,
} from './referral-rules.js';

const DAY = 24 * 3_600_000;
const registeredAt = '2025-11-01T00:00:00.000Z';
const at = (days: number) => new Date(Date.parse(registeredAt) + days * DAY);

const rules = (overrides: Partial<ReferralRuleSet> = {}): ReferralRuleSet => ({
  ...DEFAULT_REFERRAL_RULES,
  enabled: true,
  minFirstDeposit: 10_000n,
  minTurnover: 0n,
  qualifyWithinDays: 7,
  ...overrides,
});

const friend = (overrides: Partial<FriendProgress> = {}): FriendProgress => ({
  status: 'deposited',
  registeredAt,
  firstDepositAmount: 10_000n,
  firstDepositAt: at(1).toISOString(),
  turnover: 0n,
  ...overrides,
});

describe('assess', () => {
  it('qualifies a first deposit at exactly the minimum, without a turnover rule', () => {
    expect(assess(friend(), rules(), at(1))).toEqual({ outcome: 'met' });
  });

  it('refuses a first deposit one minor unit below the minimum, for good', () => {
    expect(assess(friend({ firstDepositAmount: 9_999n }), rules(), at(1))).toEqual({
      outcome: 'ineligible',
      reason: 'first_deposit_below_minimum',
    });
  });

  it('waits for the turnover, and counts it met at exactly the threshold', () => {
    const withTurnover = rules({ minTurnover: 50_000n });
    expect(assess(friend({ turnover: 49_999n }), withTurnover, at(2))).toEqual({
      outcome: 'pending',
    });
    expect(assess(friend({ turnover: 50_000n }), withTurnover, at(2))).toEqual({ outcome: 'met' });
  });

  it('closes the window N days after registration', () => {
    const withTurnover = rules({ minTurnover: 50_000n });
    expect(assess(friend({ turnover: 100n }), withTurnover, at(8))).toEqual({
      outcome: 'ineligible',
      reason: 'window_passed',
    });
    expect(assess(friend({ firstDepositAt: at(7.5).toISOString() }), rules(), at(7.5))).toEqual({
      outcome: 'ineligible',
      reason: 'window_passed',
    });
    expect(assess(friend({ turnover: 50_000n }), withTurnover, at(7))).toEqual({ outcome: 'met' });
  });

  it('has no window when the rules set 0 days', () => {
    const open = rules({ qualifyWithinDays: 0 });
    expect(assess(friend({ firstDepositAt: at(400).toISOString() }), open, at(400))).toEqual({
      outcome: 'met',
    });
  });

  it('leaves friends without a first deposit, or already judged, alone', () => {
    for (const status of ['registered', 'qualified', 'not_eligible'] as const) {
      expect(assess(friend({ status }), rules(), at(1))).toEqual({ outcome: 'pending' });
    }
  });
});

describe('abuseReasons', () => {
  const traces = (overrides: Partial<MemberTraces> = {}): MemberTraces => ({
    deviceMarks: [],
    ips: [],
    payeeNames: [],
    ...overrides,
  });

  it('finds nothing between strangers', () => {
    expect(
      abuseReasons(
        traces({ deviceMarks: ['a'], ips: ['10.0.0.1', null], payeeNames: ['Ali', null] }),
        traces({ deviceMarks: ['b'], ips: ['10.0.0.2'], payeeNames: ['Abu'] }),
      ),
    ).toEqual([]);
  });

  it('names each shared trace: browser mark, address, payee name', () => {
    expect(
      abuseReasons(
        traces({ deviceMarks: ['x', 'a'], ips: ['10.0.0.1'], payeeNames: [' tan  AH kow'] }),
        traces({ deviceMarks: ['a'], ips: ['192.0.2.1', '10.0.0.1'], payeeNames: ['Tan Ah Kow'] }),
      ),
    ).toEqual(['same_device', 'same_ip', 'same_payee_name']);
  });

  it('never matches empty names or missing addresses', () => {
    expect(
      abuseReasons(
        traces({ ips: [null, ''], payeeNames: ['', '  ', null] }),
        traces({ ips: [null, ''], payeeNames: ['', null] }),
      ),
    ).toEqual([]);
  });
});

describe('codes and masks', () => {
  it('draws 8 unambiguous characters', () => {
    for (let i = 0; i < 200; i++) expect(newReferralCode()).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
  });

  it('looks codes up trimmed and upper-cased', () => {
    expect(codeKey('  ab12cd ')).toBe('AB12CD');
  });

  it('masks an account to its first two characters and the last', () => {
    expect(maskFriend('abcdef9')).toBe('ab***9');
    expect(maskFriend('abcd')).toBe('ab***d');
    expect(maskFriend('abc')).toBe('a***');
    expect(maskFriend('')).toBe('***');
  });

  it('compares names without case, width or extra spaces', () => {
    expect(normalizeName('  ＴＡＮ   Ah\tKow ')).toBe('tan ah kow');
  });
});
