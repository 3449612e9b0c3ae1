import { describe, expect, it } from 'vitest';
import {
  ROTATION,
  drawsOn,
  fastDrawAt,
  nextDraws,
  toVietnamDate,
  vietnamInstant,
} from './schedule.js';

const codes = (date: string, region: string) =>
  drawsOn(date)
    .filter((draw) => draw.region === region)
    .map((draw) => draw.province.code);

describe('traditional draw schedule', () => {
  it('draws the South at 16:15, the Centre at 17:15 and the North at 18:15, Vietnam time', () => {
    const draws = drawsOn('2026-11-26', 20);
    const at = (region: string) => draws.find((draw) => draw.region === region)!;
    expect(at('south').drawAt.toISOString()).toBe('2026-11-26T09:15:00.000Z');
    expect(at('central').drawAt.toISOString()).toBe('2026-11-26T10:15:00.000Z');
    expect(at('north').drawAt.toISOString()).toBe('2026-11-26T11:15:00.000Z');
    expect(at('north').closeAt.toISOString()).toBe('2026-11-26T10:55:00.000Z');
    expect(at('north').id).toBe('vn-mb-20261126');
    expect(at('north').province.name).toBe('Hà Nội');
  });

  it('follows the weekly rotation of provinces', () => {
    // Thursday 26 November 2026.
    expect(codes('2026-11-26', 'south')).toEqual(['tay-ninh', 'an-giang', 'binh-thuan']);
    expect(codes('2026-11-26', 'central')).toEqual(['binh-dinh', 'quang-tri', 'quang-binh']);
    // Saturday: four Southern provinces, TP.HCM a second time in the week.
    expect(codes('2026-11-28', 'south')).toEqual(['tp-hcm', 'long-an', 'binh-phuoc', 'hau-giang']);
    expect(codes('2026-11-28', 'central')).toEqual(['da-nang', 'quang-ngai', 'dak-nong']);
    // Sunday and Monday.
    expect(codes('2026-11-29', 'south')).toEqual(['tien-giang', 'kien-giang', 'da-lat']);
    expect(codes('2026-11-29', 'central')).toEqual(['kon-tum', 'khanh-hoa', 'thua-thien-hue']);
    expect(codes('2026-11-30', 'south')).toEqual(['tp-hcm', 'dong-thap', 'ca-mau']);
    expect(codes('2026-11-30', 'central')).toEqual(['thua-thien-hue', 'phu-yen']);
    expect(codes('2026-11-30', 'north')).toEqual(['mb']);
    const southPerWeek = ROTATION.south.reduce((sum, day) => sum + day.length, 0);
    expect(southPerWeek).toBe(22);
  });

  it('finds the next draws after an instant, rolling over to the next day', () => {
    const afterSouth = nextDraws(new Date('2026-11-26T09:20:00Z'));
    expect(afterSouth.map((draw) => draw.province.code)).toEqual([
      'binh-dinh',
      'quang-tri',
      'quang-binh',
    ]);
    const evening = nextDraws(new Date('2026-11-26T11:15:00Z'));
    expect(evening.map((draw) => draw.id)).toEqual([
      'vn-vinh-long-20261127',
      'vn-binh-duong-20261127',
      'vn-tra-vinh-20261127',
    ]);
    const north = nextDraws(new Date('2026-11-26T11:16:00Z'), { region: 'north' });
    expect(north.map((draw) => [draw.id, draw.province.name])).toEqual([
      ['vn-mb-20261127', 'Hải Phòng'],
    ]);
    // 23:30 UTC is already the next day in Vietnam.
    expect(toVietnamDate(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
  });

  it('refuses impossible dates and cut-offs', () => {
    expect(() => vietnamInstant('2026-02-30', '18:15')).toThrow();
    expect(() => drawsOn('2026-11-26', -1)).toThrow();
  });
});

describe('fast draw schedule', () => {
  it('numbers the draws of a Vietnamese day and closes each a few seconds before it draws', () => {
    // 00:41:30 in Vietnam: the 42nd one-minute draw, drawn at 00:42.
    const draw = fastDrawAt(new Date('2026-11-25T17:41:30Z'), 1, 10);
    expect(draw.issue).toBe('20261126-0042');
    expect(draw.opensAt.toISOString()).toBe('2026-11-25T17:41:00.000Z');
    expect(draw.drawAt.toISOString()).toBe('2026-11-25T17:42:00.000Z');
    expect(draw.closeAt.toISOString()).toBe('2026-11-25T17:41:50.000Z');
    // At the draw instant, the next draw is open.
    expect(fastDrawAt(new Date('2026-11-25T17:42:00Z'), 1).issue).toBe('20261126-0043');
    expect(fastDrawAt(new Date('2026-11-25T17:14:59Z'), 5).issue).toBe('20261126-0003');
    // The day's last three-minute draw falls at midnight and belongs to the day.
    expect(fastDrawAt(new Date('2026-11-26T16:59:59Z'), 3).issue).toBe('20261126-0480');
    expect(() => fastDrawAt(new Date(), 1, 60)).toThrow();
  });
});
