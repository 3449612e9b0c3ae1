/** `%part%` for LIKE, with the wildcards of the part itself escaped (escape character \). */
export function likePattern(part: string): string {
  return `%${part.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `part%` for LIKE: what starts with `part`, its own wildcards escaped (escape character \). */
export function likePrefix(part: string): string {
  return `${part.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
