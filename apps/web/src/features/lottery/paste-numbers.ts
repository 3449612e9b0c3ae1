/** What a pasted list of numbers gives: the valid ones (distinct, in order) and the rest. */
export interface PastedNumbers {
  numbers: string[];
  invalid: string[];
}

/** Splits on spaces, commas, semicolons and new lines; keeps numbers of exactly `digits` digits. */
export function parsePastedNumbers(text: string, digits: number): PastedNumbers {
  const pattern = new RegExp(`^\\d{${digits}}$`);
  const numbers: string[] = [];
  const invalid: string[] = [];
  for (const token of text.split(/[\s,;]+/)) {
    if (token === '') continue;
    if (!pattern.test(token)) invalid.push(token);
    else if (!numbers.includes(token)) numbers.push(token);
  }
  return { numbers, invalid };
}
