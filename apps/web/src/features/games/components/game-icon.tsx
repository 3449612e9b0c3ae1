import { useState } from 'react';
import styles from './game-card.module.css';

/** How many times a broken icon is asked for again before the placeholder shows (spec section 9). */
const ICON_RETRIES = 3;

/**
 * A game's icon, loaded only when it nears the viewport (the browser's lazy loading); a failed
 * load is retried a few times, then the game's initial stands in.
 */
export function GameIcon({ src, name }: { src: string; name: string }) {
  const [attempt, setAttempt] = useState(0);
  if (!src || attempt > ICON_RETRIES) {
    return (
      <span className={styles.placeholder} aria-hidden="true">
        {name.charAt(0)}
      </span>
    );
  }
  const url = attempt === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`;
  return (
    <img
      key={url}
      className={styles.icon}
      src={url}
      alt=""
      loading="lazy"
      decoding="async"
      width={160}
      height={160}
      onError={() => setAttempt((value) => value + 1)}
    />
  );
}
