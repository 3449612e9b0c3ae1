/**
 * The winning number of a settled roulette round from the house provider's outcome JSON
 * (`{"number": 17, ...}`), as the room list shows it; null for an outcome without one (a
 * malformed row is skipped rather than failing the whole list).
 */
export function rouletteResult(outcome: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(outcome);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const number = (parsed as { number?: unknown }).number;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0
    ? String(number)
    : null;
}
