import { useEffect, useRef, useState } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * Field errors of a form, set all at once by `validate` (or from the server's answer by
 * `show`) and cleared field by field on edit. When errors appear, the first invalid field of
 * the form attached to `formRef` takes the focus.
 */
export function useFormErrors<F extends string>() {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const show = (next: FieldErrors<F>): boolean => {
    setErrors(next);
    const valid = Object.values(next).every((message) => !message);
    if (!valid) setFocusRequest((count) => count + 1);
    return valid;
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
  return { errors, formRef, validate: show, show, clear, bind, reset: () => setErrors({}) };
}
