/**
 * Runs `work` on every item, at most `limit` at a time (a new one starts as soon as one ends).
 * After a failure no new item starts; the failure is thrown once those running have finished.
 */
export async function eachAtMost<T>(
  limit: number,
  items: readonly T[],
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const lane = async () => {
    while (failure === null && next < items.length) {
      const index = next++;
      try {
        await work(items[index]!, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  if (failure !== null) throw (failure as { error: unknown }).error;
}
