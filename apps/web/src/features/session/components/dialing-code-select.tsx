import { useTranslation } from 'react-i18next';
import styles from './form.module.css';

/** Dialing codes of the markets the interface languages serve. */
export const DIALING_CODES = ['+60', '+84', '+66', '+62', '+86', '+886', '+81', '+65'] as const;

const BY_COUNTRY: Record<string, string> = {
  MY: '+60',
  VN: '+84',
  TH: '+66',
  ID: '+62',
  CN: '+86',
  TW: '+886',
  JP: '+81',
  SG: '+65',
};

export function dialingCodeFor(countryCode: string | null | undefined): string {
  return (countryCode && BY_COUNTRY[countryCode.toUpperCase()]) || DIALING_CODES[0];
}

export function DialingCodeSelect(props: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('auth');
  // A remembered code outside the list still shows as chosen.
  const codes = (DIALING_CODES as readonly string[]).includes(props.value)
    ? DIALING_CODES
    : [props.value, ...DIALING_CODES];
  return (
    <select
      className={styles.select}
      aria-label={t('form.dialingCode')}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    >
      {codes.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </select>
  );
}
