/** A target that names a member (`member:<id>`) opens that member's page. */
export function memberLink(target: string): string | null {
  const match = /^member:(\d+)$/.exec(target);
  return match ? `/members/${match[1]}` : null;
}

/** The filter choices of the action select: each family as a prefix, then every action. */
export function actionOptions(actions: readonly string[]): { value: string; prefix: boolean }[] {
  const families = [...new Set(actions.map((action) => action.split('.')[0]!))]
    .filter((family) => actions.some((action) => action.startsWith(`${family}.`)))
    .sort();
  return [
    ...families.map((family) => ({ value: `${family}.*`, prefix: true })),
    ...actions.map((value) => ({ value, prefix: false })),
  ];
}

/** Details as people read them: indented JSON. */
export const readableDetails = (details: Record<string, unknown>): string =>
  JSON.stringify(details, null, 2);
