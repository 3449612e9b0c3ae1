/**
 * Runs `pass` every `intervalMs` until stop(), one pass at a time: a tick that finds the last pass
 * still running skips. A failed pass goes to `onError`; the next tick runs again. The timer does
 * not keep the process alive.
 */
export class RepeatingTask {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly pass: () => Promise<unknown>,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  start(intervalMs: number): void {
    if (this.timer || intervalMs <= 0) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.pass()
        .catch(this.onError)
        .finally(() => {
          this.running = null;
        });
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a pass in flight. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
