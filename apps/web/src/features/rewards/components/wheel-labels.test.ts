import { describe, expect, it } from 'vitest';
import { wheelLabelLines } from './ticket-art';

describe('prize wheel labels', () => {
  it('keeps a short label on one line', () => {
    expect(wheelLabelLines('Jackpot')).toEqual(['Jackpot']);
    expect(wheelLabelLines('88 bonus')).toEqual(['88 bonus']);
  });

  it('wraps a long label at the space nearest its middle, whole', () => {
    expect(wheelLabelLines('Better luck next time')).toEqual(['Better luck', 'next time']);
    expect(wheelLabelLines('500 points')).toEqual(['500', 'points']);
    expect(wheelLabelLines('Satu putaran roda hadiah')).toEqual(['Satu putaran', 'roda hadiah']);
  });

  it('splits a label without spaces in the middle', () => {
    expect(wheelLabelLines('ルーレットを一回まわせる券')).toEqual([
      'ルーレットを一',
      '回まわせる券',
    ]);
  });
});
