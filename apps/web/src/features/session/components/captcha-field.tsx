import { useTranslation } from 'react-i18next';
import type { Captcha } from '../hooks/use-captcha';
import { TextField } from '../../../components/ui/text-field';
import styles from './form.module.css';

interface CaptchaFieldProps {
  captcha: Captcha;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** The captcha answer beside its image; clicking the image asks for a new one. */
export function CaptchaField({ captcha, value, onChange, error }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('field.captcha')}
      value={value}
      onChange={onChange}
      error={error}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={16}
      addon={
        <button
          type="button"
          className={styles.captcha}
          onClick={captcha.refresh}
          aria-label={t('form.refreshCaptcha')}
          title={t('form.refreshCaptcha')}
        >
          {captcha.image && <img src={captcha.image} alt="" width={100} height={40} />}
        </button>
      }
    />
  );
}
