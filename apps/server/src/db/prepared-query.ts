import type { Compilable, CompiledQuery } from 'kysely';
import type { Executor } from './transaction.js';

/** Stands for the n-th argument of a prepared query while it is compiled. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A query of a hot path built and compiled by Kysely once, then run with new argument values
 * each time: building and compiling the same small query on every call cost more than running
 * it. `build` gets one placeholder per argument and must use each only as a value (compared or
 * inserted), never as an identifier or a list, which would change the SQL. The SQL text is the
 * same for every call, so both databases' statement caches (db/database.ts) prepare it once.
 * It runs on the database it was built from or on a transaction of it.
 */
export function preparedQuery<A extends unknown[], R>(
  arity: A['length'],
  build: (...slots: A) => Compilable<R>,
): (executor: Executor, ...args: A) => Promise<R[]> {
  let query: CompiledQuery<R> | undefined;
  return async (executor, ...args) => {
    query ??= build(...(Array.from({ length: arity }, (_, i) => new Slot(i)) as A)).compile();
    const parameters = query.parameters.map((p) => (p instanceof Slot ? args[p.index] : p));
    const { rows } = await executor.executeQuery<R>({ ...query, parameters });
    return rows;
  };
}
