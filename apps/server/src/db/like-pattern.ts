const escaped = (part: string) => part.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `%part%` for LIKE, with the wildcards of the part itself escaped (escape character \). */
export function likePattern(part: string): string {
  return `%${escaped(part)}%`;
}

/**
 * `part%` for LIKE (escape character \): a prefix match, which an index can walk (COLLATE
 * NOCASE on SQLite, a pattern operator class on PostgreSQL; see migration 0033).
 */
export function prefixPattern(part: string): string {
  return `${escaped(part)}%`;
}
