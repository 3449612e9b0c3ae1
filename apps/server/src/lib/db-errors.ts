/**
 * Driver errors the services act on. PostgreSQL reports SQLSTATE codes and the constraint's name;
 * better-sqlite3 reports SQLITE_CONSTRAINT_* codes with the constraint in the message.
 */
interface DriverError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
}

function driverError(error: unknown): DriverError {
  return typeof error === 'object' && error !== null ? (error as DriverError) : {};
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const { code, constraint: name, message } = driverError(error);
  if (code === '23505') return constraint === undefined || name === constraint;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return constraint === undefined || String(message).includes(constraint);
  }
  return false;
}

/** A CHECK constraint refused the row (PostgreSQL 23514, SQLite SQLITE_CONSTRAINT_CHECK). */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  const { code, constraint: name, message } = driverError(error);
  if (code === '23514') return name === constraint;
  if (code === 'SQLITE_CONSTRAINT_CHECK') return String(message).includes(constraint);
  return false;
}

/** A deadlock or serialization failure: the whole transaction may be retried. */
export function isRetryableTransactionError(error: unknown): boolean {
  const { code } = driverError(error);
  return code === '40P01' || code === '40001' || code === 'SQLITE_BUSY';
}

/**
 * A row is still referred to, or refers to nothing: PostgreSQL 23503; SQLite reports
 * SQLITE_CONSTRAINT_FOREIGNKEY, or SQLITE_CONSTRAINT_TRIGGER for an ON DELETE RESTRICT.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const { code, message } = driverError(error);
  if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return true;
  return code === 'SQLITE_CONSTRAINT_TRIGGER' && String(message).includes('FOREIGN KEY');
}
