/**
 * Stable machine codes carried in the `errorCode` field of every failed response.
 * The site translates them (namespace `errors`); the server also sends a human `message`
 * in the request's language. Never rename a code: clients depend on it.
 */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNKNOWN_FIELD: 'UNKNOWN_FIELD',
  INVALID_AMOUNT: 'INVALID_AMOUNT',
  NOT_LOGGED_IN: 'NOT_LOGGED_IN',
  FORBIDDEN: 'FORBIDDEN',
  TRIAL_ACCOUNT: 'TRIAL_ACCOUNT',
  NOT_FOUND: 'NOT_FOUND',
  ROUTE_NOT_FOUND: 'ROUTE_NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  SYSTEM_MAINTENANCE: 'SYSTEM_MAINTENANCE',
  REGION_RESTRICTED: 'REGION_RESTRICTED',
  IP_BLOCKED: 'IP_BLOCKED',
  GAME_MAINTENANCE: 'GAME_MAINTENANCE',
  SYSTEM_ERROR: 'SYSTEM_ERROR',
  /** A dependency (database, cache) is down: load balancers take the instance out. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorHttpStatus: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNKNOWN_FIELD: 400,
  INVALID_AMOUNT: 400,
  NOT_LOGGED_IN: 401,
  FORBIDDEN: 403,
  TRIAL_ACCOUNT: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SYSTEM_MAINTENANCE: 503,
  REGION_RESTRICTED: 403,
  IP_BLOCKED: 403,
  GAME_MAINTENANCE: 503,
  SYSTEM_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

export const errorCodes = Object.values(ErrorCode);
