import { checkAgencyFigures, rebuildAgencyFigures } from '../agency/reports/figures-rebuild.js';
import type { AdminContext } from './admin-commands.js';
import { UsageError } from './admin-usage.js';

/** `reports check | rebuild`: the agent reports' daily figures against the raw records. */
export async function runReportsCommand(
  args: string[],
  { db }: Pick<AdminContext, 'db'>,
): Promise<string> {
  const [action] = args;
  if (action === 'rebuild') {
    const started = performance.now();
    await rebuildAgencyFigures(db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    return `The agent reports' figures were rebuilt from the raw records in ${seconds} s.`;
  }
  if (action === 'check') {
    const check = await checkAgencyFigures(db);
    const differing = Object.entries(check).filter(([, count]) => count > 0);
    if (differing.length === 0) return 'The agent reports agree with the raw records.';
    return `Rows that differ from the raw records: ${differing
      .map(([table, count]) => `${table} ${count}`)
      .join(', ')}. Events not yet handled count as differences; run "reports rebuild" to repair.`;
  }
  throw new UsageError('Expected "reports check" or "reports rebuild".');
}
