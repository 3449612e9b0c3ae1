import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { humanCheckProviders } from '@portal/shared/constants/human-check-providers';
import type { HumanCheck } from '../hooks/use-human-check';
import { loadHumanCheckScript } from './human-check-script';
import styles from './form.module.css';

/** What Turnstile, hCaptcha and reCAPTCHA v2 all offer on their browser global. */
interface WidgetApi {
  render(
    element: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): string | number;
  reset(id?: string | number): void;
  remove?(id: string | number): void;
  ready?(callback: () => void): void;
}

interface HumanCheckFieldProps {
  check: HumanCheck;
  error?: string | undefined;
}

/**
 * The provider's widget (decision 064), drawn explicitly once its script has loaded; its answer
 * goes to the form, and a spent or refused answer (the form calls `check.reset`) draws a new
 * challenge. Nothing shows while the place asks for no check.
 */
export function HumanCheckField({ check, error }: HumanCheckFieldProps) {
  const { t } = useTranslation('errors');
  const box = useRef<HTMLDivElement>(null);
  const drawn = useRef<{ api: WidgetApi; id: string | number } | null>(null);
  const [failed, setFailed] = useState(false);
  const { widget, setToken, resets } = check;
  const provider = widget?.provider;
  const siteKey = widget?.siteKey;
  const scriptUrl = widget?.scriptUrl;

  useEffect(() => {
    if (!provider || !siteKey || !scriptUrl) return;
    let gone = false;
    const draw = (api: WidgetApi) => {
      if (gone || !box.current) return;
      const id = api.render(box.current, {
        sitekey: siteKey,
        callback: (token) => setToken(token),
        'expired-callback': () => setToken(''),
        'error-callback': () => setToken(''),
      });
      drawn.current = { api, id };
    };
    loadHumanCheckScript(scriptUrl).then(
      () => {
        const api = (window as unknown as Record<string, WidgetApi | undefined>)[
          humanCheckProviders[provider].global
        ];
        if (!api) {
          if (!gone) setFailed(true);
          return;
        }
        // reCAPTCHA's global exists before it can render; it says when through ready().
        if (provider === 'recaptcha' && api.ready) api.ready(() => draw(api));
        else draw(api);
      },
      () => {
        if (!gone) setFailed(true);
      },
    );
    return () => {
      gone = true;
      const current = drawn.current;
      drawn.current = null;
      current?.api.remove?.(current.id);
    };
  }, [provider, siteKey, scriptUrl, setToken]);

  useEffect(() => {
    if (resets === 0) return;
    const current = drawn.current;
    current?.api.reset(current.id);
  }, [resets]);

  if (!widget) return null;
  return (
    <div className={styles.field}>
      <div
        ref={box}
        tabIndex={-1}
        aria-invalid={error ? true : undefined}
        data-testid="human-check"
      />
      {failed && (
        <p role="alert" className={styles.error}>
          {t('code.SERVICE_UNAVAILABLE')}
        </p>
      )}
      {error && <p className={styles.error}>{error}</p>}
    </div>
  );
}
