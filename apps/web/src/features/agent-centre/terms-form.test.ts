import { describe, expect, it } from 'vitest';
import { checkTerms, termsInputOf, termsOfView, type TermsForm } from './terms-form';

const limits = { enabled: true, maxTiers: 3, maxRates: { rate: 30 } };
const own = termsOfView('daily', null, [
  { minValidBet: 1_000, minActive: 2, rate: 1 },
  { minValidBet: 10_000, minActive: 5, rate: 2 },
]);
const form = (...tiers: [string, string, string][]): TermsForm => ({
  period: null,
  tiers: tiers.map(([minValidBet, minActive, rate]) => ({
    minValidBet,
    minActive,
    rates: { rate },
  })),
});
const problem = (value: ReturnType<typeof checkTerms>) =>
  'problem' in value ? value.problem : null;

describe('checkTerms', () => {
  it('accepts rising tiers at or below the own contract and sends them as typed', () => {
    const typed = form(['1000', '2', '0.5'], ['10000.50', '5', '1.9999']);
    expect(problem(checkTerms('daily', typed, limits, own))).toBeNull();
    expect(termsInputOf('daily', typed)).toEqual({
      tiers: [
        { minValidBet: '1000', minActive: 2, rate: '0.5' },
        { minValidBet: '10000.50', minActive: 5, rate: '1.9999' },
      ],
    });
  });

  it('names the first broken rule and its tier', () => {
    expect(problem(checkTerms('daily', form(['1,000', '2', '1']), limits, null))).toEqual({
      key: 'amount',
      row: 1,
    });
    expect(
      problem(checkTerms('daily', form(['1000', '2', '1.00001']), limits, null)),
    ).toMatchObject({ key: 'rate', row: 1 });
    expect(problem(checkTerms('daily', form(['1000', '2', '31']), limits, null))).toMatchObject({
      key: 'maxRate',
      max: 30,
    });
    expect(
      problem(checkTerms('daily', form(['1000', '2', '1'], ['1000', '2', '2']), limits, null)),
    ).toEqual({ key: 'rising', row: 2 });
    expect(
      problem(checkTerms('daily', form(['1000', '2', '2'], ['2000', '3', '1']), limits, null)),
    ).toMatchObject({ key: 'falling', row: 2 });
    expect(
      problem(
        checkTerms(
          'daily',
          form(['1', '0', '1'], ['2', '0', '1'], ['3', '0', '1'], ['4', '0', '1']),
          limits,
          null,
        ),
      ),
    ).toEqual({ key: 'maxTiers', max: 3 });
  });

  it('refuses a tier that pays more than the own contract reaches at its thresholds', () => {
    // Below the own first tier the own contract pays nothing.
    expect(problem(checkTerms('daily', form(['500', '2', '0.1']), limits, own))).toEqual({
      key: 'aboveOwn',
      row: 1,
    });
    expect(
      problem(checkTerms('daily', form(['1000', '2', '1'], ['10000', '4', '2']), limits, own)),
    ).toEqual({ key: 'aboveOwn', row: 2 });
  });

  it('keeps a dividend offer on the period of the own contract', () => {
    const dividend = termsOfView('dividend', 'weekly', [{ minValidBet: 0, minActive: 0, rate: 5 }]);
    const typed: TermsForm = {
      period: 'monthly',
      tiers: [{ minValidBet: '0', minActive: '0', rates: { rate: '5' } }],
    };
    expect(problem(checkTerms('dividend', typed, limits, dividend))).toEqual({ key: 'period' });
    expect(
      problem(checkTerms('dividend', { ...typed, period: 'weekly' }, limits, dividend)),
    ).toBeNull();
  });
});
