/** Google's tag loader; the server's Content-Security-Policy allows it when a tag id is set. */
export const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** The tag's script element, if it is on the page. */
const tagScript = () => document.querySelector<HTMLScriptElement>('script[data-google-tag]');

/**
 * Adds the Google tag (gtag.js) for `tagId` to the page once: the queue the tag reads and its
 * first commands, then the script itself, asynchronous.
 */
export function loadGoogleTag(tagId: string): void {
  if (tagScript()) return;
  window.dataLayer = window.dataLayer ?? [];
  const gtag: Gtag = function gtag() {
    // gtag.js reads the arguments object itself, as its own snippet pushes it.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag = gtag;
  gtag('js', new Date());
  gtag('config', tagId);
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GOOGLE_TAG_ORIGIN}/gtag/js?id=${encodeURIComponent(tagId)}`;
  script.dataset.googleTag = tagId;
  document.head.appendChild(script);
}
