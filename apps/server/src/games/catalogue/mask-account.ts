/**
 * An account as the winner board shows it: the first two and last two characters around ***
 * (de***01). Shorter accounts keep one character each side, so that no short name is shown whole.
 */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length >= 5) return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
  if (chars.length >= 3) return `${chars[0]}***${chars.at(-1)}`;
  return `${chars[0] ?? ''}***`;
}
