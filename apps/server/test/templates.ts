/** The databases a run's integration files start from (built by `templates.global.ts`). */
export type TemplateKind = 'migrated' | 'seeded';

export interface DatabaseTemplates {
  /** Files to copy. */
  sqlite: Record<TemplateKind, string>;
  /** Databases to create from, when the run is on PostgreSQL; `run` prefixes the files' own. */
  postgres?: Record<TemplateKind, string> & { run: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** The same server and options, another database. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * The configuration the demo seed reads: a file that changes any of it seeds its own database
 * instead of copying the template.
 */
export const SEED_SETTINGS = [
  'NODE_ENV',
  'WEAK_DEFAULT_PASSWORD',
  'ARGON2_MEMORY_KIB',
  'ARGON2_ITERATIONS',
] as const;
