import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../../api/get-whitelabel';
import { MOBILE_PATTERN } from '../hooks/use-form-errors';
import { DialingCodeSelect, dialingCodeFor } from './dialing-code-select';
import { TextField } from './text-field';

export interface MobileNumber {
  mobile: string;
  setMobile: (value: string) => void;
  dialingCode: string;
  setDialingCode: (value: string) => void;
  /** The translated problem with the number, or undefined when it is valid. */
  error: () => string | undefined;
}

/** A mobile number and its dialing code, which starts at the visitor's country when known. */
export function useMobileNumber(): MobileNumber {
  const { t } = useTranslation('header');
  const countryCode = useWhitelabel().data?.location.countryCode;
  const [dialingCode, setDialingCode] = useState(() => dialingCodeFor(countryCode));
  const [mobile, setMobile] = useState('');
  const error = () => {
    const number = mobile.trim();
    if (!number) return t('form.required', { field: t('form.mobile') });
    return MOBILE_PATTERN.test(number) ? undefined : t('form.invalidMobile');
  };
  return { mobile, setMobile, dialingCode, setDialingCode, error };
}

interface MobileFieldProps {
  number: MobileNumber;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** The mobile number input with its dialing-code picker in front. */
export function MobileField({ number, onChange, error }: MobileFieldProps) {
  const { t } = useTranslation('header');
  return (
    <TextField
      label={t('form.mobile')}
      value={number.mobile}
      onChange={onChange}
      error={error}
      inputMode="tel"
      autoComplete="tel-national"
      leading={<DialingCodeSelect value={number.dialingCode} onChange={number.setDialingCode} />}
    />
  );
}
