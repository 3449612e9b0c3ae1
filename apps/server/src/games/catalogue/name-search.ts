const GRAM = 3;

/**
 * "Contains" search over one language's lower-cased game names (by position in list order),
 * with a trigram index: a part of three characters or more is looked for only in the names that
 * have its rarest trigram, then checked whole. Shorter parts are checked against every name.
 */
export class NameSearch {
  private readonly grams = new Map<string, number[]>();

  constructor(private readonly names: readonly string[]) {
    for (const [position, name] of names.entries()) {
      const seen = new Set<string>();
      for (let i = 0; i + GRAM <= name.length; i += 1) {
        const gram = name.slice(i, i + GRAM);
        if (seen.has(gram)) continue;
        seen.add(gram);
        const list = this.grams.get(gram);
        if (list) list.push(position);
        else this.grams.set(gram, [position]);
      }
    }
  }

  /** The positions (ascending) of the names that contain `part`. */
  positions(part: string): number[] {
    const { names } = this;
    const found: number[] = [];
    if (part.length < GRAM) {
      for (let position = 0; position < names.length; position += 1) {
        if (names[position]!.includes(part)) found.push(position);
      }
      return found;
    }
    let rarest: number[] | undefined;
    for (let i = 0; i + GRAM <= part.length; i += 1) {
      const list = this.grams.get(part.slice(i, i + GRAM));
      if (!list) return found;
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    for (const position of rarest!) {
      if (names[position]!.includes(part)) found.push(position);
    }
    return found;
  }
}
