import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/shared/constants/languages';
import { Button } from '../../../components/ui/button';
import { CONTENT_LANGUAGES, languageName } from './languages';
import styles from './kit.module.css';

const VIEWPORTS = {
  phone: { width: 390, height: 760 },
  desktop: { width: 1280, height: 800 },
} as const;
type Viewport = keyof typeof VIEWPORTS;

/** The portal reads its language from this key of the (shared) local storage. */
const PORTAL_LANGUAGE_KEY = 'lang';

/**
 * The portal itself, framed: the page an item appears on, as visitors get it, at a phone's or a
 * desk's width, in a language of the portal. It is the portal's own rendering of what is
 * published: `reloadKey` changes after each save, and the frame loads the page again.
 */
export function PortalPreview({ path, reloadKey }: { path: string; reloadKey: unknown }) {
  const { t } = useTranslation('content');
  const [viewport, setViewport] = useState<Viewport>('desktop');
  const [language, setLanguage] = useState<Language | ''>('');
  const [round, setRound] = useState(0);
  const [scale, setScale] = useState(1);
  const box = useRef<HTMLDivElement>(null);
  const size = VIEWPORTS[viewport];

  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? size.width;
      setScale(Math.min(1, width / size.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [size.width]);

  const chooseLanguage = (next: Language | '') => {
    setLanguage(next);
    if (next) {
      try {
        localStorage.setItem(PORTAL_LANGUAGE_KEY, next);
      } catch {
        // The frame shows the portal's own default language.
      }
    }
    setRound((value) => value + 1);
  };

  return (
    <section className={styles.preview} aria-label={t('preview.title')}>
      <div className={styles.previewBar}>
        <strong>{t('preview.title')}</strong>
        <div className={styles.segmented} role="group" aria-label={t('preview.width')}>
          {(Object.keys(VIEWPORTS) as Viewport[]).map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={viewport === name}
              onClick={() => setViewport(name)}
            >
              {t(`preview.${name}`)}
            </button>
          ))}
        </div>
        <label className={styles.inlineLabel}>
          {t('preview.language')}
          <select
            value={language}
            onChange={(event) => chooseLanguage(event.target.value as Language | '')}
          >
            <option value="">{t('preview.portalLanguage')}</option>
            {CONTENT_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </label>
        <Button size="sm" onClick={() => setRound((value) => value + 1)}>
          {t('preview.reload')}
        </Button>
        <a href={path} target="_blank" rel="noopener noreferrer" className={styles.openLink}>
          {t('preview.open')}
        </a>
      </div>
      <div ref={box} className={styles.previewStage}>
        <div
          className={styles.previewFrameBox}
          style={{ width: size.width * scale, height: size.height * scale }}
        >
          <iframe
            key={`${String(reloadKey)}:${round}:${viewport}`}
            title={t('preview.frameTitle', { path })}
            src={path}
            width={size.width}
            height={size.height}
            className={styles.previewFrame}
            style={{ transform: `scale(${scale})` }}
            loading="lazy"
          />
        </div>
      </div>
      <p className={styles.previewHint}>{t('preview.hint')}</p>
    </section>
  );
}
