/**
 * Moments on screen: one date-time and one time-only format per language, in the site's time
 * zone (GMT+8), shared with the messages the server writes (packages/shared/src/date-time.ts).
 */
export {
  formatDate,
  formatDateTime,
  formatTime,
  siteDay,
  SITE_TIME_ZONE,
} from '@portal/shared/date-time';
