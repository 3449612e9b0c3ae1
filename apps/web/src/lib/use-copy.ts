import { useCallback, useEffect, useState } from 'react';

/** How long "Copied" (or "Copy failed") stays before the button reads "Copy" again. */
const ANSWER_MS = 2000;

/**
 * Copies `text` to the clipboard. `copied` is null before a copy and for a moment after it
 * true (copied) or false (no clipboard: an insecure page, a refused permission; the text stays
 * on screen to select), so the next copy is seen as new.
 */
export function useCopy(text: string): { copied: boolean | null; copy: () => void } {
  const [copied, setCopied] = useState<boolean | null>(null);

  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), ANSWER_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = useCallback(() => {
    const written = async () => navigator.clipboard.writeText(text);
    written().then(
      () => setCopied(true),
      () => setCopied(false),
    );
  }, [text]);

  return { copied, copy };
}
