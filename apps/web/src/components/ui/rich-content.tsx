import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';
import styles from './rich-content.module.css';

export interface RichContentProps {
  html: string;
  className?: string;
}

/** Server rich text (notices, help), sanitised, with links opening in a new tab. */
export function RichContent({ html, className }: RichContentProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={[styles.content, className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
