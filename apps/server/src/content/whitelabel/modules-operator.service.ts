import type { OperatorSiteModule } from '@portal/shared/schemas/site-settings';
import type { DB } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { Operator } from '../../platform/operators/operator-routes.js';
import { enabledModuleIds } from './module-tree.js';
import type { ModuleRow, WhitelabelRepository } from './whitelabel.repository.js';
import type { WhitelabelService } from './whitelabel.service.js';

export interface ModulesOperatorDeps {
  db: DB;
  repository: Pick<WhitelabelRepository, 'listModules'>;
  whitelabel: Pick<WhitelabelService, 'setModuleEnabled'>;
  audit: Pick<AuditLog, 'record'>;
}

/** Rows in tree order (each parent before its children), with their depth. */
function inTreeOrder(rows: readonly ModuleRow[]): { row: ModuleRow; depth: number }[] {
  const children = new Map<number | null, ModuleRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  const ordered: { row: ModuleRow; depth: number }[] = [];
  const visit = (parentId: number | null, depth: number) => {
    for (const row of children.get(parentId) ?? []) {
      ordered.push({ row, depth });
      visit(row.id, depth + 1);
    }
  };
  visit(null, 0);
  return ordered;
}

/**
 * The whitelabel modules (the site's sections and features) as operator calls: the tree with each
 * module's own switch and whether visitors get it, and one switch at a time (site.manage,
 * audited). What `npm run admin module` does.
 */
export class ModulesOperatorService {
  constructor(private readonly deps: ModulesOperatorDeps) {}

  async list(): Promise<{ list: OperatorSiteModule[] }> {
    const rows = await this.deps.repository.listModules();
    const on = enabledModuleIds(rows);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      list: inTreeOrder(rows).map(({ row, depth }) => ({
        modId: row.modId,
        parentModId: row.parentId === null ? null : (byId.get(row.parentId)?.modId ?? null),
        enabled: row.enabled,
        effective: on.has(row.modId),
        depth,
      })),
    };
  }

  async set(
    operator: Operator,
    modId: string,
    enabled: boolean,
  ): Promise<{ list: OperatorSiteModule[] }> {
    const current = (await this.deps.repository.listModules()).find((row) => row.modId === modId);
    if (!current)
      throw new AppError('NOT_FOUND', {}, [{ path: 'modId', reason: 'unknown_module' }]);
    await inTransaction(this.deps.db, async (trx) => {
      await this.deps.whitelabel.setModuleEnabled(modId, enabled, trx);
      await this.deps.audit.record(
        {
          staff: operator.staff,
          action: 'site.module',
          target: `module:${modId}`,
          details: { enabled, was: current.enabled },
          ip: operator.ip,
        },
        trx,
      );
    });
    return this.list();
  }
}
