/** Paths answered by the API (JSON 404s), never by the site's history fallback. */
export const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/docs'] as const;

export function isApiPath(url: string, extraPrefixes: readonly string[] = []): boolean {
  const path = url.split('?', 1)[0] ?? url;
  return [...API_PREFIXES, ...extraPrefixes].some((prefix) => path.startsWith(prefix));
}
