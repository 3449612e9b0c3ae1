import type { LotteryRegion } from './prize-structures.js';

/**
 * When the traditional draws take place (docs/decisions/033-lottery-bet-types.md). Dates and
 * times are Vietnam's, GMT+7 all year (no daylight saving). The North draws daily at 18:15 from
 * one station whose name rotates by weekday; the Centre at 17:15 and the South at 16:15 each draw
 * two to four provinces a day by a weekly rotation. Rotations are indexed by weekday, 0 = Sunday.
 */
export const VIETNAM_UTC_OFFSET_MINUTES = 7 * 60;

export interface Province {
  readonly code: string;
  readonly name: string;
}

const p = (code: string, name: string): Province => ({ code, name });

export const DRAW_TIMES: Readonly<Record<LotteryRegion, string>> = {
  south: '16:15',
  central: '17:15',
  north: '18:15',
};

/** Sunday first. The Northern draw is one game (code "mb") whatever the station's name. */
export const ROTATION: Readonly<Record<LotteryRegion, readonly (readonly Province[])[]>> = {
  north: [
    [p('mb', 'Thái Bình')],
    [p('mb', 'Hà Nội')],
    [p('mb', 'Quảng Ninh')],
    [p('mb', 'Bắc Ninh')],
    [p('mb', 'Hà Nội')],
    [p('mb', 'Hải Phòng')],
    [p('mb', 'Nam Định')],
  ],
  central: [
    [p('kon-tum', 'Kon Tum'), p('khanh-hoa', 'Khánh Hòa'), p('thua-thien-hue', 'Thừa Thiên Huế')],
    [p('thua-thien-hue', 'Thừa Thiên Huế'), p('phu-yen', 'Phú Yên')],
    [p('dak-lak', 'Đắk Lắk'), p('quang-nam', 'Quảng Nam')],
    [p('da-nang', 'Đà Nẵng'), p('khanh-hoa', 'Khánh Hòa')],
    [p('binh-dinh', 'Bình Định'), p('quang-tri', 'Quảng Trị'), p('quang-binh', 'Quảng Bình')],
    [p('gia-lai', 'Gia Lai'), p('ninh-thuan', 'Ninh Thuận')],
    [p('da-nang', 'Đà Nẵng'), p('quang-ngai', 'Quảng Ngãi'), p('dak-nong', 'Đắk Nông')],
  ],
  south: [
    [p('tien-giang', 'Tiền Giang'), p('kien-giang', 'Kiên Giang'), p('da-lat', 'Đà Lạt')],
    [p('tp-hcm', 'TP. Hồ Chí Minh'), p('dong-thap', 'Đồng Tháp'), p('ca-mau', 'Cà Mau')],
    [p('ben-tre', 'Bến Tre'), p('vung-tau', 'Vũng Tàu'), p('bac-lieu', 'Bạc Liêu')],
    [p('dong-nai', 'Đồng Nai'), p('can-tho', 'Cần Thơ'), p('soc-trang', 'Sóc Trăng')],
    [p('tay-ninh', 'Tây Ninh'), p('an-giang', 'An Giang'), p('binh-thuan', 'Bình Thuận')],
    [p('vinh-long', 'Vĩnh Long'), p('binh-duong', 'Bình Dương'), p('tra-vinh', 'Trà Vinh')],
    [
      p('tp-hcm', 'TP. Hồ Chí Minh'),
      p('long-an', 'Long An'),
      p('binh-phuoc', 'Bình Phước'),
      p('hau-giang', 'Hậu Giang'),
    ],
  ],
};

export interface ScheduledDraw {
  /** "vn-<province code>-<YYYYMMDD>", e.g. "vn-mb-20261126": one per game and date. */
  readonly id: string;
  readonly region: LotteryRegion;
  readonly province: Province;
  /** The Vietnamese calendar date, YYYY-MM-DD. */
  readonly date: string;
  readonly drawAt: Date;
  /** Betting closes here: the draw time less the cut-off. */
  readonly closeAt: Date;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const REGION_ORDER: readonly LotteryRegion[] = ['south', 'central', 'north'];

/** The instant of a Vietnamese wall-clock time on a Vietnamese date. */
export function vietnamInstant(date: string, time: string): Date {
  const match = DATE.exec(date);
  const [hours, minutes] = time.split(':').map(Number);
  if (!match || hours === undefined || minutes === undefined) throw new RangeError(`Bad ${date}`);
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), hours, minutes);
  const result = new Date(utc - VIETNAM_UTC_OFFSET_MINUTES * 60_000);
  if (toVietnamDate(result) !== date) throw new RangeError(`Not a date: ${date}`);
  return result;
}

/** The Vietnamese calendar date (YYYY-MM-DD) of an instant. */
export function toVietnamDate(instant: Date): string {
  return new Date(instant.getTime() + VIETNAM_UTC_OFFSET_MINUTES * 60_000)
    .toISOString()
    .slice(0, 10);
}

function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/**
 * Every traditional draw of a Vietnamese date, South then Centre then North (their time order),
 * provinces in rotation order. `cutoffMinutes` closes betting that many minutes before the draw.
 */
export function drawsOn(date: string, cutoffMinutes = 15): ScheduledDraw[] {
  if (!Number.isInteger(cutoffMinutes) || cutoffMinutes < 0)
    throw new RangeError(`Bad cut-off ${cutoffMinutes}`);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return REGION_ORDER.flatMap((region) => {
    const drawAt = vietnamInstant(date, DRAW_TIMES[region]);
    const closeAt = new Date(drawAt.getTime() - cutoffMinutes * 60_000);
    return ROTATION[region][weekday]!.map((province) => ({
      id: `vn-${province.code}-${date.replaceAll('-', '')}`,
      region,
      province,
      date,
      drawAt,
      closeAt,
    }));
  });
}

/**
 * The draws of the first draw time strictly after an instant (of one region when given), so
 * the South's three or four provinces of a day come together.
 */
export function nextDraws(
  after: Date,
  options: { region?: LotteryRegion; cutoffMinutes?: number } = {},
): ScheduledDraw[] {
  let date = toVietnamDate(after);
  for (let day = 0; day < 2; day += 1, date = addDays(date, 1)) {
    const upcoming = drawsOn(date, options.cutoffMinutes).filter(
      (draw) =>
        draw.drawAt.getTime() > after.getTime() &&
        (!options.region || draw.region === options.region),
    );
    const first = upcoming[0];
    if (first) return upcoming.filter((draw) => draw.drawAt.getTime() === first.drawAt.getTime());
  }
  throw new Error('unreachable: every region draws every day');
}

/** Fast e-lottery intervals, in minutes. */
export const FAST_INTERVALS = [1, 3, 5] as const;
export type FastInterval = (typeof FAST_INTERVALS)[number];

export interface FastDraw {
  /** "<YYYYMMDD>-<number of the day, 4 digits>", e.g. "20261126-0042" for the 42nd of the day. */
  readonly issue: string;
  readonly opensAt: Date;
  readonly drawAt: Date;
  readonly closeAt: Date;
}

/**
 * The fast draw that is open at an instant: draws fall every `interval` minutes from Vietnamese
 * midnight (the day's last one at midnight ends the day), each opening when the one before
 * draws, and betting closes `cutoffSeconds` before the draw.
 */
export function fastDrawAt(instant: Date, interval: FastInterval, cutoffSeconds = 10): FastDraw {
  const period = interval * 60_000;
  if (!Number.isInteger(cutoffSeconds) || cutoffSeconds < 0 || cutoffSeconds * 1000 >= period)
    throw new RangeError(`Bad cut-off ${cutoffSeconds}`);
  const day = toVietnamDate(instant);
  const midnight = vietnamInstant(day, '00:00').getTime();
  const number = Math.floor((instant.getTime() - midnight) / period) + 1;
  const drawAt = midnight + number * period;
  return {
    issue: `${day.replaceAll('-', '')}-${String(number).padStart(4, '0')}`,
    opensAt: new Date(drawAt - period),
    drawAt: new Date(drawAt),
    closeAt: new Date(drawAt - cutoffSeconds * 1000),
  };
}
