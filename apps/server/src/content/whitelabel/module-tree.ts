import type { WhitelabelNode } from '@portal/shared/schemas/system';
import type { ModuleRow } from './whitelabel.repository.js';

/** Builds the nested tree the site expects from the flat rows (already in sort order). */
export function buildModuleTree(rows: readonly ModuleRow[]): WhitelabelNode[] {
  const nodes = new Map<number, WhitelabelNode>();
  for (const row of rows) {
    nodes.set(row.id, { modId: row.modId, enabled: row.enabled ? '1' : '0', childrenNodes: [] });
  }
  const roots: WhitelabelNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.childrenNodes : roots).push(node);
  }
  return roots;
}

/** A module counts as on only when it and every ancestor are on. */
export function enabledModuleIds(rows: readonly ModuleRow[]): Set<string> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const on = new Set<string>();
  for (const row of rows) {
    let current: ModuleRow | undefined = row;
    let enabled = true;
    while (current) {
      if (!current.enabled) {
        enabled = false;
        break;
      }
      current = current.parentId === null ? undefined : byId.get(current.parentId);
    }
    if (enabled) on.add(row.modId);
  }
  return on;
}
