/**
 * The hint under a registration field: the server's message for the rule with (min) and (max)
 * filled in. When both bounds are equal a range such as "(min)-(max)" or "(min)〜(max)" becomes
 * the one number: "Enter 4 digits", not "Enter 4-4 digits" (spec section 5).
 */
const RANGE = /\(min\)\s*[-~\u2010-\u2015\u2212\u301C\uFF5E\uFF0D]\s*\(max\)/g;

export function hintText(message: string, minLength: number, maxLength: number): string {
  const collapsed = minLength === maxLength ? message.replace(RANGE, String(minLength)) : message;
  return collapsed.replaceAll('(min)', String(minLength)).replaceAll('(max)', String(maxLength));
}
