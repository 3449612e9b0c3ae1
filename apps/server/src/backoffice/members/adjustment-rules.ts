/**
 * Whether a staff balance adjustment of `amount` (minor units, signed) waits for a second staff
 * member: its size, credit or debit alike, is above the site's threshold.
 */
export function needsApproval(amount: bigint, thresholdMinor: bigint): boolean {
  const size = amount < 0n ? -amount : amount;
  return size > thresholdMinor;
}
