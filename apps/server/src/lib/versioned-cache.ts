/**
 * Values built from the content tables, each tagged with the content version it was read at
 * (modules/content-versions): a value is used only while the version is unchanged, so it is
 * never older than the database. Callers read the version before they build, so a change that
 * lands during a build makes the next call build again. Concurrent callers of one key and
 * version share one build; a failed build is not kept. Keys may come from query parameters, so
 * their number is capped: past `maxKeys` the least recently built key is dropped.
 */
export class VersionedCache<V> {
  private readonly entries = new Map<string, { version: number; value: V }>();
  private readonly builds = new Map<string, { version: number; promise: Promise<V> }>();

  constructor(private readonly maxKeys = 256) {}

  /**
   * The value of `key` at `version`, built with `build` when absent, of another version, or no
   * longer `fresh` (a value that also expires with time, such as a timed announcement).
   */
  get(
    key: string,
    version: number,
    build: () => Promise<V>,
    fresh?: (value: V) => boolean,
  ): V | Promise<V> {
    const entry = this.entries.get(key);
    if (entry && entry.version === version && (!fresh || fresh(entry.value))) return entry.value;
    const pending = this.builds.get(key);
    if (pending && pending.version === version) return pending.promise;
    const promise = build().then(
      (value) => {
        if (this.builds.get(key)?.promise === promise) this.builds.delete(key);
        this.store(key, version, value);
        return value;
      },
      (error: unknown) => {
        if (this.builds.get(key)?.promise === promise) this.builds.delete(key);
        throw error;
      },
    );
    this.builds.set(key, { version, promise });
    return promise;
  }

  /** Everything builds again on next use. */
  clear(): void {
    this.entries.clear();
    this.builds.clear();
  }

  private store(key: string, version: number, value: V): void {
    const current = this.entries.get(key);
    // A slow build of an older version never replaces a newer value.
    if (current && current.version > version) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxKeys) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { version, value });
  }
}
