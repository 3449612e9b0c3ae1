/**
 * The main view's style class from the current path without its leading slash
 * (spec section 2): '/' -> 'home', '/rng' -> 'rng', '/help/deposit' -> 'help-deposit'.
 */
export function pathClassName(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  if (!trimmed) return 'home';
  const name = trimmed
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
  if (!name) return 'home';
  // A class may not start with a digit or a hyphen followed by a digit.
  return /^-?\d/.test(name) ? `page-${name}` : name;
}
