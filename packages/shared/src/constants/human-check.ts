/** Human-check providers and places (decision 064); their table is human-check-providers.ts. */
export const HUMAN_CHECK_PROVIDERS = ['turnstile', 'hcaptcha', 'recaptcha'] as const;
export type HumanCheckProvider = (typeof HUMAN_CHECK_PROVIDERS)[number];

/** The places an operator can put the check on. */
export const HUMAN_CHECK_PLACES = ['login', 'smsCode', 'register'] as const;
export type HumanCheckPlace = (typeof HUMAN_CHECK_PLACES)[number];
