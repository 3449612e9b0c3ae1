import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkMobile } from '@portal/shared/validation/mobile';
import { useWhitelabel } from '../../../api/get-whitelabel';
import { DialingCodeSelect, dialingCodeFor } from './dialing-code-select';
import { TextField } from '../../../components/ui/text-field';

export interface MobileNumber {
  mobile: string;
  setMobile: (value: string) => void;
  /** With its plus sign, as the picker shows it. */
  dialingCode: string;
  setDialingCode: (value: string) => void;
  /** The trimmed number and its dialing code without the plus sign, as the API takes them. */
  payload: () => { mobileNum: string; countryDialingCode: string };
  /** The translated problem with the number, or undefined when it is valid. */
  error: () => string | undefined;
}

/**
 * A mobile number and its dialing code, which starts at the remembered one, else at the
 * visitor's country when known. The number must have its region's length (spec section 5).
 */
export function useMobileNumber(initial?: {
  mobileNum: string;
  countryDialingCode: string;
}): MobileNumber {
  const { t } = useTranslation('auth');
  const countryCode = useWhitelabel().data?.location.countryCode;
  const [dialingCode, setDialingCode] = useState(
    () => initial?.countryDialingCode ?? dialingCodeFor(countryCode),
  );
  const [mobile, setMobile] = useState(initial?.mobileNum ?? '');
  const payload = () => ({
    mobileNum: mobile.trim(),
    countryDialingCode: dialingCode.replace(/^\+/, ''),
  });
  const error = () => {
    const problem = checkMobile(dialingCode, mobile);
    if (problem === null) return undefined;
    return problem === 'required'
      ? t('form.required', { field: t('field.mobileNum') })
      : t('form.invalidMobile');
  };
  return { mobile, setMobile, dialingCode, setDialingCode, payload, error };
}

interface MobileFieldProps {
  number: MobileNumber;
  onChange: (value: string) => void;
  error: string | undefined;
  hint?: string | undefined;
}

/** The mobile number input with its dialing-code picker in front. */
export function MobileField({ number, onChange, error, hint }: MobileFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('field.mobileNum')}
      value={number.mobile}
      onChange={onChange}
      error={error}
      hint={hint}
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={16}
      leading={<DialingCodeSelect value={number.dialingCode} onChange={number.setDialingCode} />}
    />
  );
}
