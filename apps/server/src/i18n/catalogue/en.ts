import type { Catalogue } from '../message-keys.js';

export const en: Catalogue = {
  VALIDATION_FAILED: 'Some of the information sent is missing or not valid.',
  UNKNOWN_FIELD: 'The request contains a field that is not accepted.',
  INVALID_AMOUNT: 'Enter an amount with at most 2 decimal places.',
  NOT_LOGGED_IN: 'You are not logged in yet. Please log in first.',
  FORBIDDEN: 'You are not allowed to do this.',
  TRIAL_ACCOUNT: 'This needs a real-money account. Trial accounts cannot do this.',
  NOT_FOUND: 'The requested item was not found.',
  ROUTE_NOT_FOUND: 'This address does not exist.',
  METHOD_NOT_ALLOWED: 'This address does not accept this kind of request.',
  CONFLICT: 'This conflicts with existing data. Please refresh and try again.',
  PAYLOAD_TOO_LARGE: 'The data sent is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'The data sent is in a format that is not accepted.',
  TOO_MANY_REQUESTS: 'Too many requests. Please wait a moment and try again.',
  SYSTEM_MAINTENANCE: 'The system is under maintenance. Please come back later.',
  REGION_RESTRICTED: 'Access from your location or IP address is restricted.',
  IP_BLOCKED: 'Your IP address is blocked: access forbidden.',
  GAME_MAINTENANCE: 'This game is under maintenance. Try one of our popular games.',
  SYSTEM_ERROR: 'A system error occurred. Please try again later.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again shortly.',
  'maintenance.title': 'System maintenance',
  'maintenance.info':
    'We are upgrading the system to serve you better. Please come back soon or contact customer service.',
  'regionBlocked.title': 'Access restricted',
  'regionBlocked.info':
    'Our services are not available in your region. Contact customer service if you believe this is a mistake.',
};
