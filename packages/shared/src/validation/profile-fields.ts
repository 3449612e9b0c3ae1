import { INCOME_SOURCES, type EditableProfileField } from '../schemas/member-profile.js';
import { isCleanDisplayText } from './display-text.js';

/**
 * The formats of the profile's fields (decision 057), checked by the site's form and by the
 * server. A registration rule of the field, when there is one, applies on top.
 */
export type ProfileReason = 'tooShort' | 'tooLong' | 'pattern' | 'invalid_date' | 'under_age';

const PHONE = /^\+?\d{7,15}$/;
const text = (min: number, max: number) => new RegExp(`^[^\\u0000-\\u001f<>]{${min},${max}}$`, 'u');

/** Formats by field; birthday and income source have their own checks below. */
const FORMATS: Partial<Record<EditableProfileField, RegExp>> = {
  realName: /^[\p{L}\p{M}][\p{L}\p{M} .'-]{1,59}$/u,
  idNumber: /^[A-Za-z0-9-]{5,30}$/,
  nationality: /^[A-Z]{2}$/,
  qqNum: /^[1-9]\d{4,11}$/,
  whatsapp: PHONE,
  zalo: PHONE,
  facebook: /^[A-Za-z0-9.]{5,50}$/,
  telegram: /^@?[A-Za-z][A-Za-z0-9_]{4,31}$/,
  line: /^[A-Za-z0-9._-]{4,20}$/,
  wechat: /^[A-Za-z][A-Za-z0-9_-]{5,19}$/,
  skype: /^(live:)?[A-Za-z0-9][A-Za-z0-9.,_-]{5,31}$/,
  residentialAddress: text(5, 200),
  mailingAddress: text(5, 200),
  occupation: text(2, 60),
  bankAccountNumber: /^\d{6,30}$/,
};

/** Whether yyyy-MM-dd names a day of the calendar. */
export function isRealDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Full years between a birthday and a day (yyyy-MM-dd); 29 February counts from 1 March. */
export function ageOn(birthday: string, day: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [dy, dm, dd] = day.split('-').map(Number) as [number, number, number];
  const beforeBirthday = dm < bm || (dm === bm && dd < bd);
  return dy - by - (beforeBirthday ? 1 : 0);
}

/**
 * Why a non-empty value does not fit its field, or null. The birthday must be a real day in the
 * past and the member at least `minimumAge` on `today` (spec section 5: 18, or 21).
 */
export function checkProfileValue(
  field: EditableProfileField,
  value: string,
  context: { minimumAge: number; today: string },
): ProfileReason | null {
  if (field === 'birthday') {
    if (!isRealDay(value) || value > context.today || value < '1900-01-01') return 'invalid_date';
    return ageOn(value, context.today) >= context.minimumAge ? null : 'under_age';
  }
  if (field === 'incomeSource') {
    return (INCOME_SOURCES as readonly string[]).includes(value) ? null : 'pattern';
  }
  // Staff read these: no characters that change how the text around them is shown.
  if (!isCleanDisplayText(value)) return 'pattern';
  const format = FORMATS[field];
  return format && !format.test(value.normalize('NFC')) ? 'pattern' : null;
}
