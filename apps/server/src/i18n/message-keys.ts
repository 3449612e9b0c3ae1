import type { ErrorCode } from '@portal/shared/error-codes';

/** Every sentence the server writes itself: one per error code plus the status views. */
export type MessageKey =
  | ErrorCode
  | 'maintenance.title'
  | 'maintenance.info'
  | 'regionBlocked.title'
  | 'regionBlocked.info';

export type Catalogue = Record<MessageKey, string>;
