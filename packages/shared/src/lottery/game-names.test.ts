import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../constants/languages.js';
import { lotteryGameName } from './game-names.js';

describe('lottery game names', () => {
  it('names the fast draws and the North in each language, Vietnamese only in Vietnamese', () => {
    expect(lotteryGameName('vnf3', 'vnf3', 'EN')).toBe('Fast Lottery 3 min');
    expect(lotteryGameName('vnf5', 'vnf5', 'MY')).toBe('Loteri Pantas 5 minit');
    expect(lotteryGameName('vnf1', 'vnf1', 'VI')).toBe('Xổ số nhanh 1 phút');
    expect(lotteryGameName('vn-mb', 'Hà Nội', 'EN')).toBe('Northern Vietnam');
    expect(lotteryGameName('vn-mb', 'Hà Nội', 'VI')).toBe('Miền Bắc');
    for (const language of LANGUAGE_CODES.filter((code) => code !== 'VI')) {
      expect(lotteryGameName('vnf1', 'vnf1', language)).not.toMatch(/phút|Xổ số/);
      expect(lotteryGameName('vn-mb', 'Hà Nội', language)).not.toMatch(/Miền|Bắc/);
    }
  });

  it('keeps a province by the name printed on its tickets', () => {
    expect(lotteryGameName('vn-dno', 'Đắk Nông', 'EN')).toBe('Đắk Nông');
  });
});
