/**
 * The top-level fields whose value differs between two versions of a record, as
 * `{ field: { from, to } }`: what an audit line keeps of a change so a reader sees what moved
 * without comparing two whole documents. Values compare by their JSON.
 */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const from = before?.[key] ?? null;
    const to = after?.[key] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}

/** What a list gained and lost (ranges, ids), in the order each list has them. */
export function listChanges<T>(
  before: readonly T[],
  after: readonly T[],
): { added: T[]; removed: T[] } {
  return {
    added: after.filter((item) => !before.includes(item)),
    removed: before.filter((item) => !after.includes(item)),
  };
}
