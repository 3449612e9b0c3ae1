/**
 * Loads a human-check provider's script once per URL (decision 064). Only the login and
 * registration forms import this, so it stays out of the first screen's code.
 */
const loading = new Map<string, Promise<void>>();

export function loadHumanCheckScript(url: string): Promise<void> {
  const known = loading.get(url);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      // A later attempt (the form opened again) may try once more.
      loading.delete(url);
      script.remove();
      reject(new Error(`human-check script failed: ${url}`));
    });
    document.head.append(script);
  });
  loading.set(url, promise);
  return promise;
}

/** Forgets the loaded scripts (tests). */
export function forgetHumanCheckScripts(): void {
  loading.clear();
}
