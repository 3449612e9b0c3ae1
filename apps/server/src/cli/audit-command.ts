import { readFile } from 'node:fs/promises';
import type { ChainReport } from '../platform/audit/audit-chain.service.js';
import { parsePublicKey } from '../platform/audit/audit-chain.service.js';
import type { AdminContext } from './admin-commands.js';
import { CommandFailed, UsageError } from './admin-usage.js';

function describe(report: ChainReport): string {
  const name = report.chain === 'ledger' ? 'ledger_transfers' : 'staff_audit_log';
  if (!report.firstBreak) {
    const waiting = report.unlinked > 0 ? `; ${report.unlinked} transfers not linked yet` : '';
    return `${report.chain}: ok, ${report.rows} rows, head row ${report.headRowId ?? 'none'} ${report.headHash}${waiting}`;
  }
  const { rowId, previousRowId, expected, stored, reason } = report.firstBreak;
  const what =
    reason === 'head'
      ? `the head names ${name} row ${rowId}, which is missing or changed (last row checked: ${previousRowId ?? 'none'})`
      : `first bad row: ${name} id ${rowId} (previous row ${previousRowId ?? 'none'})`;
  return `${report.chain}: BROKEN after ${report.rows} good rows; ${what}\n  expected ${expected}\n  stored   ${stored ?? '(none)'}`;
}

/**
 * `audit verify | checkpoint | checkpoints | public-key | checkpoint-verify`: the tamper-evident
 * chains of decision 055. A check that finds a break fails the command (exit code 1).
 */
export async function runAuditCommand(
  args: string[],
  options: { 'public-key'?: string; id?: string },
  { services }: Pick<AdminContext, 'services'>,
): Promise<string> {
  const { auditChain } = services;
  const [action] = args;
  switch (action) {
    case 'verify': {
      const reports = await auditChain.verifyAll();
      const text = reports.map(describe).join('\n');
      if (reports.some((report) => !report.ok)) throw new CommandFailed(text);
      return text;
    }
    case 'checkpoint': {
      const ids = await auditChain.checkpoint();
      return `Checkpoints written: ${ids.join(', ')}.`;
    }
    case 'checkpoints':
      return (await auditChain.checkpoints()).map((row) => JSON.stringify(row)).join('\n');
    case 'public-key':
      return auditChain.publicKeyPem().trimEnd();
    case 'checkpoint-verify': {
      const file = options['public-key'];
      if (!file) throw new UsageError('Name the public key: --public-key <file.pem>');
      const id = options.id === undefined ? undefined : Number(options.id);
      if (id !== undefined && !Number.isInteger(id)) throw new UsageError('--id takes a number');
      const checks = await auditChain.checkCheckpoints(
        parsePublicKey(await readFile(file, 'utf8')),
        id,
      );
      if (checks.length === 0) throw new CommandFailed('No checkpoint to check.');
      const lines = checks.map(
        (check) =>
          `checkpoint ${check.id} ${check.chain} row ${check.rowId ?? 'none'}: signature ${check.signature ? 'ok' : 'BAD'}, row ${check.row ? 'ok' : 'CHANGED OR MISSING'}`,
      );
      const text = lines.join('\n');
      if (checks.some((check) => !check.signature || !check.row)) throw new CommandFailed(text);
      return text;
    }
    default:
      throw new UsageError(
        'Expected "audit verify", "audit checkpoint", "audit checkpoints", "audit public-key" or "audit checkpoint-verify --public-key <file>".',
      );
  }
}
