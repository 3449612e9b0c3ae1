import type { HumanCheckProvider } from './human-check.js';

/**
 * Human-check providers (decision 064). Cloudflare Turnstile, hCaptcha and Google reCAPTCHA v2
 * share one protocol: a widget drawn with `window[global].render(element, { sitekey, callback,
 * 'expired-callback', 'error-callback' })` from a script loaded with explicit rendering, and a
 * server check that posts `secret`, `response` and `remoteip` (form-encoded) to the verify URL
 * and reads `{ success, 'error-codes' }`. One adapter serves all three through this table.
 */
export interface HumanCheckProviderEntry {
  /** The browser global the provider's script defines. */
  global: 'turnstile' | 'hcaptcha' | 'grecaptcha';
  /** The script, with explicit rendering (HUMAN_CHECK_SCRIPT_URL replaces it). */
  scriptUrl: string;
  /** The server check (HUMAN_CHECK_VERIFY_URL replaces it). */
  verifyUrl: string;
  /** Hosts the Content-Security-Policy allows for the widget's scripts, frames and calls. */
  hosts: readonly string[];
}

export const humanCheckProviders: Record<HumanCheckProvider, HumanCheckProviderEntry> = {
  turnstile: {
    global: 'turnstile',
    scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    hosts: ['https://challenges.cloudflare.com'],
  },
  hcaptcha: {
    global: 'hcaptcha',
    scriptUrl: 'https://js.hcaptcha.com/1/api.js?render=explicit',
    verifyUrl: 'https://api.hcaptcha.com/siteverify',
    hosts: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  },
  recaptcha: {
    global: 'grecaptcha',
    scriptUrl: 'https://www.google.com/recaptcha/api.js?render=explicit',
    verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
    hosts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  },
};
