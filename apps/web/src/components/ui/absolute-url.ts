/** Resolves a site-relative link (e.g. "/assets-cdn/app.apk") against this page, for QR codes. */
export function absoluteUrl(url: string, base: string = window.location.href): string {
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}
