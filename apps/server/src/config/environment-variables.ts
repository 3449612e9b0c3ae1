/**
 * The server's environment variables, each named and explained: the README's table is written
 * from this list, and a unit test checks it names every variable `loadConfig` reads.
 */

export interface EnvironmentVariable {
  name: string;
  default: string;
  meaning: string;
}

export const environmentVariables: readonly EnvironmentVariable[] = [
  { name: 'PORT', default: '3000', meaning: 'TCP port of the site and API.' },
  { name: 'HOST', default: '0.0.0.0', meaning: 'Interface to listen on.' },
  { name: 'NODE_ENV', default: 'development', meaning: 'development, production or test.' },
  { name: 'LOG_LEVEL', default: 'info', meaning: 'pino log level (fatal ... trace, or silent).' },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    meaning: 'postgres://user:pass@host:5432/db selects PostgreSQL; unset keeps SQLite.',
  },
  { name: 'DATABASE_POOL_SIZE', default: '10', meaning: 'PostgreSQL connections per instance.' },
  {
    name: 'SQLITE_PATH',
    default: '<repo>/data/portal.db',
    meaning: 'SQLite database file, used when DATABASE_URL is unset.',
  },
  {
    name: 'REDIS_URL',
    default: '(unset)',
    meaning: 'redis://host:6379 shares the API rate limit between instances; unset = in memory.',
  },
  {
    name: 'REDIS_PREFIX',
    default: 'portal:',
    meaning:
      "Start of this deployment's Redis keys and pub/sub channels: give each deployment that shares a Redis its own.",
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    meaning: 'Behind a load balancer: true, a hop count, or a comma list of proxy IPs/CIDRs.',
  },
  { name: 'WEB_DIST', default: '<repo>/apps/web/dist', meaning: 'Built site served at /.' },
  {
    name: 'CONSOLE_DIST',
    default: '<repo>/apps/console/dist',
    meaning: 'Built operator console served at /console/.',
  },
  { name: 'SEED_DEMO', default: 'true', meaning: 'Load the demo data at start (idempotent).' },
  {
    name: 'JOBS_POLL_MS',
    default: '5000',
    meaning:
      'How often the job runner looks for due jobs (auto-receipt, vendor checks); 0 stops it.',
  },
  {
    name: 'TRIAL_RETENTION_HOURS',
    default: '24',
    meaning: 'Trial (free play) accounts older than this are deleted by an hourly job.',
  },
  {
    name: 'EVENTS_RETENTION_DAYS',
    default: '30',
    meaning:
      'Domain events every consumer has handled are deleted by a daily job once older than this.',
  },
  {
    name: 'VISITOR_CHAT_RETENTION_DAYS',
    default: '30',
    meaning:
      "Visitors' chat conversations (not members') with no message for this many days are deleted, with their messages and images, by an hourly job.",
  },
  {
    name: 'IMAGE_CDNS',
    default: '(empty)',
    meaning: 'Comma list of image CDN origins the site picks from; empty = this server.',
  },
  {
    name: 'LAUNCH_GAME_CDNS',
    default: '(empty)',
    meaning: 'Comma list of game-launch CDN origins; empty = this server.',
  },
  {
    name: 'PUBLIC_ASSETS_BASE',
    default: '/assets-cdn',
    meaning: 'URL path under which banner and vendor images are served and referenced.',
  },
  {
    name: 'RATE_LIMIT_MAX',
    default: '600',
    meaning: 'API requests allowed per client IP per window; 0 switches the limit off.',
  },
  { name: 'RATE_LIMIT_WINDOW_MS', default: '60000', meaning: 'Rate-limit window in ms.' },
  { name: 'BODY_LIMIT_BYTES', default: '1048576', meaning: 'Largest accepted request body.' },
  {
    name: 'SESSION_IDLE_MINUTES',
    default: '60',
    meaning: 'A session unused for this long ends; the member logs in again.',
  },
  {
    name: 'SESSION_CACHE_MS',
    default: '5000',
    meaning:
      'A member session, or a game launch session used by provider callbacks, seen live is answered from memory this long; revocations reach every instance at once through Redis, other changes (a member disabled by the admin command) within this time. 0 reads the session every call.',
  },
  {
    name: 'SESSION_MAX_HOURS',
    default: '24',
    meaning: 'A session ends this long after login, however active it is.',
  },
  {
    name: 'REMEMBER_DEVICE_HOURS',
    default: '24',
    meaning: 'How long a remember-me device token keeps a member signed in on that device.',
  },
  {
    name: 'WEAK_DEFAULT_PASSWORD',
    default: 'a123456',
    meaning: 'The weak default password: logging in with it forces a password change.',
  },
  {
    name: 'PASSWORD_EXPIRY_DAYS',
    default: '0',
    meaning: 'Passwords older than this must be changed at login; 0 switches expiry off.',
  },
  {
    name: 'ARGON2_MEMORY_KIB',
    default: '19456',
    meaning: 'argon2id memory cost in KiB (OWASP minimum 19456); with ARGON2_ITERATIONS.',
  },
  { name: 'ARGON2_ITERATIONS', default: '2', meaning: 'argon2id time cost (OWASP minimum 2).' },
  {
    name: 'LOGIN_CAPTCHA_AFTER',
    default: '1',
    meaning: 'Failed logins (per account or IP) after which the captcha is required.',
  },
  {
    name: 'LOGIN_LOCK_AFTER',
    default: '5',
    meaning: 'Failed logins per account before it is locked; each further lock doubles.',
  },
  {
    name: 'LOGIN_IP_LOCK_AFTER',
    default: '20',
    meaning: 'Failed logins per client IP within 15 minutes before the IP is locked.',
  },
  {
    name: 'VERIFY_NEW_IP',
    default: 'true',
    meaning: 'Ask for proof (SMS, email, authenticator or real name) at login from a new IP.',
  },
  {
    name: 'SMS_CODE_MINUTES',
    default: '1',
    meaning: 'Lifetime of an SMS or email code, and the resend wait (expiredMinutes).',
  },
  {
    name: 'SMS_DAILY_QUOTA',
    default: '10',
    meaning: 'Codes one number or address may receive per day.',
  },
  {
    name: 'SMS_TRANSPORT',
    default: 'outbox',
    meaning: 'outbox (store and show on /dev/outbox) or http (SMS_HTTP_URL gateway).',
  },
  {
    name: 'SMS_HTTP_URL',
    default: '(unset)',
    meaning: 'SMS gateway URL; the server POSTs JSON {to, text} with SMS_HTTP_TOKEN as bearer.',
  },
  { name: 'SMS_HTTP_TOKEN', default: '(unset)', meaning: 'Bearer token for SMS_HTTP_URL.' },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    meaning: 'smtp(s)://user:pass@host:port sends email by SMTP; unset keeps the outbox.',
  },
  { name: 'MAIL_FROM', default: 'no-reply@portal.local', meaning: 'Sender of outgoing email.' },
  {
    name: 'OUTBOX_PAGE',
    default: 'true unless production',
    meaning: 'Serve the development outbox page /dev/outbox (never in production).',
  },
  {
    name: 'CONTRACT_CLOSE_AHEAD',
    default: 'false',
    meaning:
      'Test servers only: the operator settle call may close contract periods that have not ended yet (refused in production).',
  },
  {
    name: 'LOTTERY_RESULTS_FEED',
    default: 'house (operator in production)',
    meaning:
      'Where traditional lottery results come from: house (the house draws them, demo and tests) or operator (two staff enter and confirm them).',
  },
  {
    name: 'PUBLIC_BASE_URL',
    default: '(unset)',
    meaning: 'Origin used in emailed links; unset = the origin of the request.',
  },
  {
    name: 'FIREBASE_PROJECT_ID',
    default: '(unset)',
    meaning:
      'Turns on Firebase phone login and registration (a phone token in place of the SMS code), verifying ID tokens for this project.',
  },
  {
    name: 'GOOGLE_CLIENT_ID',
    default: '(unset)',
    meaning: 'OAuth client id of Google sign-in; with its secret, Google can be offered.',
  },
  { name: 'GOOGLE_CLIENT_SECRET', default: '(unset)', meaning: 'Secret of GOOGLE_CLIENT_ID.' },
  {
    name: 'GOOGLE_ISSUER',
    default: 'https://accounts.google.com',
    meaning: 'OpenID Connect issuer of Google sign-in (its discovery document and keys).',
  },
  {
    name: 'FACEBOOK_APP_ID',
    default: '(unset)',
    meaning: 'App id of Facebook login; with its secret, Facebook can be offered.',
  },
  { name: 'FACEBOOK_APP_SECRET', default: '(unset)', meaning: 'Secret of FACEBOOK_APP_ID.' },
  {
    name: 'FACEBOOK_DIALOG_URL',
    default: 'https://www.facebook.com/v21.0/dialog/oauth',
    meaning: 'Facebook login dialog the browser is sent to.',
  },
  {
    name: 'FACEBOOK_GRAPH_URL',
    default: 'https://graph.facebook.com/v21.0',
    meaning: 'Graph API base of the code exchange and /me.',
  },
  {
    name: 'TELEGRAM_BOT_TOKEN',
    default: '(unset)',
    meaning:
      'Bot token that signs Telegram login widget answers; with the name, Telegram can be offered.',
  },
  {
    name: 'TELEGRAM_BOT_NAME',
    default: '(unset)',
    meaning: 'Username of that bot (without @), shown by the login widget.',
  },
  {
    name: 'HUMAN_CHECK_PROVIDER',
    default: '(unset)',
    meaning:
      'Human check of login, the SMS login code and registration (decision 064): turnstile, hcaptcha or recaptcha; with its site key and secret, the site setting humanCheck chooses the places.',
  },
  {
    name: 'HUMAN_CHECK_SITE_KEY',
    default: '(unset)',
    meaning: 'Public site key of that provider, given to the widget.',
  },
  {
    name: 'HUMAN_CHECK_SECRET',
    default: '(unset)',
    meaning: 'Secret key the server verifies widget answers with.',
  },
  {
    name: 'HUMAN_CHECK_VERIFY_URL',
    default: "(the provider's siteverify URL)",
    meaning: 'Replaces the URL widget answers are verified at.',
  },
  {
    name: 'HUMAN_CHECK_SCRIPT_URL',
    default: "(the provider's widget script)",
    meaning: 'Replaces the widget script URL (with explicit rendering); its origin joins the CSP.',
  },
  {
    name: 'CAPTCHA_FIXED_ANSWER',
    default: '(unset)',
    meaning: 'Testing only: every captcha has this answer. Refused when NODE_ENV=production.',
  },
  {
    name: 'GAME_PROVIDERS',
    default: '[]',
    meaning:
      'Outside game providers as JSON: [{"code","launchUrl","secret"}]; a vendor plays through the provider named in vendors.provider.',
  },
  {
    name: 'HOUSE_PROVIDER_SECRET',
    default: '(random per start)',
    meaning:
      'HMAC secret between the wallet and the built-in house provider (at least 32 characters); required in production and when several instances run.',
  },
  {
    name: 'INTERNAL_BASE_URL',
    default: 'http://127.0.0.1:<PORT>',
    meaning:
      'How the server reaches itself over HTTP: the house provider and the seamless wallet call each other here.',
  },
  {
    name: 'LIST_CACHE_MS',
    default: '2000',
    meaning:
      'A lobby game list page is reused this long, even after a catalogue change; 0 answers every list from the current catalogue.',
  },
  {
    name: 'KYC_STORAGE_DIR',
    default: '<repo>/data/kyc',
    meaning:
      'Where identity documents are stored, under random names; outside the web root and never served by a static route.',
  },
  {
    name: 'AUDIT_SIGNING_KEY',
    default: 'a key made at start-up',
    meaning:
      'Ed25519 private key (PKCS#8 PEM, or base64 of its DER) that signs the daily audit checkpoints; set it in production (decision 055).',
  },
];
