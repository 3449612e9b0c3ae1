const MINUTE = 60_000;

/**
 * How many reminders are due in a session that started at `startedAt`: one per full interval
 * since the start, so the count survives page loads (it is derived from the start, not a timer).
 */
export function remindersDue(startedAt: number, intervalMinutes: number, now: number): number {
  return Math.max(0, Math.floor((now - startedAt) / (intervalMinutes * MINUTE)));
}

/** When the reminder after `count` is due. */
export function reminderAt(startedAt: number, intervalMinutes: number, count: number): number {
  return startedAt + (count + 1) * intervalMinutes * MINUTE;
}

/** "1:05:09" for 3909 seconds; minutes and seconds always two digits. */
export function formatPlayed(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${h}:${two(m)}:${two(s)}`;
}

/** The reminders the member already answered in a session, kept for the tab's life. */
const storageKey = (startedAt: string) => `realityCheck:${startedAt}`;

export function answeredReminders(startedAt: string): number {
  try {
    return Number(sessionStorage.getItem(storageKey(startedAt)) ?? 0) || 0;
  } catch {
    return 0;
  }
}

export function rememberAnswered(startedAt: string, count: number): void {
  try {
    sessionStorage.setItem(storageKey(startedAt), String(count));
  } catch {
    // Private mode without storage: the reminder may show again after a reload.
  }
}
