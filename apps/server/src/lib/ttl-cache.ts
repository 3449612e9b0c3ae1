/**
 * One value kept for `ttlMs`, loaded again on first use after that; concurrent callers share one
 * load, and a failed load is not kept. For data that may lag a few seconds behind an operator's
 * change (a currency symbol, vendor titles) on a path that must not query it every time.
 */
export class TtlCache<T> {
  private value: { data: T; until: number } | null = null;
  private loading: Promise<T> | null = null;

  constructor(
    private readonly ttlMs: number,
    private readonly load: () => Promise<T>,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<T> {
    if (this.value && this.value.until > this.now()) return Promise.resolve(this.value.data);
    if (!this.loading) {
      this.loading = this.load()
        .then((data) => {
          this.value = { data, until: this.now() + this.ttlMs };
          return data;
        })
        .finally(() => {
          this.loading = null;
        });
    }
    return this.loading;
  }

  /** The next get() loads again (after a change made by this process). */
  clear(): void {
    this.value = null;
  }
}
