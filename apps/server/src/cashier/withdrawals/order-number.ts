/**
 * W + the UTC date + the order's row id (at least six digits): unique without a counter row that
 * every request would wait on, and sortable by day at a glance.
 */
export function withdrawalOrderNo(id: number, at: Date): string {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  return `W${day}${String(id).padStart(6, '0')}`;
}
