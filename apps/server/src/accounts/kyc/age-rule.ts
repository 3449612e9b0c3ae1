import { ageOn } from '@portal/shared/validation/profile-fields';

/** Full years between a birthday and a day (shared with the profile form's birthday check). */
export { ageOn };

/** Spec section 5: a member must be 18, or 21 where the site says so, on the day of the check. */
export function isOfAge(birthday: string, minimumAge: number, today: string): boolean {
  return ageOn(birthday, today) >= minimumAge;
}
