import { useState } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Field errors of a form, set all at once by `validate` and cleared field by field on edit. */
export function useFormErrors<F extends string>() {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const validate = (next: FieldErrors<F>): boolean => {
    setErrors(next);
    return Object.values(next).every((message) => !message);
  };
  const clear = (field: F) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  /** An input's change handler: stores the value and clears that field's error. */
  const bind =
    (field: F, set: (value: string) => void) =>
    (value: string): void => {
      set(value);
      clear(field);
    };
  return { errors, validate, clear, bind, reset: () => setErrors({}) };
}

/** Mobile numbers: digits only, 6 to 15 of them (region lengths vary). */
export const MOBILE_PATTERN = /^\d{6,15}$/;
