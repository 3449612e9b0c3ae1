/**
 * Full years between a birthday and a day (both yyyy-MM-dd). Someone born on 29 February turns a
 * year older on 1 March in a year without one, as the law of England and Wales counts it.
 */
export function ageOn(birthday: string, day: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [dy, dm, dd] = day.split('-').map(Number) as [number, number, number];
  const beforeBirthday = dm < bm || (dm === bm && dd < bd);
  return dy - by - (beforeBirthday ? 1 : 0);
}

/** Spec section 5: a member must be 18, or 21 where the site says so, on the day of the check. */
export function isOfAge(birthday: string, minimumAge: number, today: string): boolean {
  return ageOn(birthday, today) >= minimumAge;
}
