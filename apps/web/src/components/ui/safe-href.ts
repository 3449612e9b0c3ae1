const SAFE_SCHEMES = /^(https?|mailto|tel|tg|whatsapp|line|zalo|viber|skype):/i;

/**
 * The link if it is safe to put in an href or window.open (web, mail, phone and messaging-app
 * schemes, or a path on this site); undefined for anything else, such as javascript: URLs.
 */
export function safeHref(url: string | null | undefined): string | undefined {
  const trimmed = url?.trim();
  if (!trimmed) return undefined;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  return SAFE_SCHEMES.test(trimmed) ? trimmed : undefined;
}
