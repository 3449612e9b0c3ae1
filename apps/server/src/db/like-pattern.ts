/** `%part%` for LIKE, with the wildcards of the part itself escaped (escape character \). */
export function likePattern(part: string): string {
  return `%${part.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
