import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@portal/shared/constants/languages';
import { currencySymbol, formatCurrency, toMinor } from '@portal/shared/money';
import { escapeHtml } from '../../accounts/messaging/outbox-page.js';
import { SANDBOX_PAY_PATH } from './payment-gateways.js';
import type { SandboxOrder } from './sandbox-gateway.js';
import { SANDBOX_TEXTS } from './sandbox-texts.js';

// The site's dark theme (its default) and light theme, picked by the member's own theme. Inline
// styles are allowed by the CSP; the page has no script, only a plain form post.
const STYLE = `
  :root { color-scheme: dark; --bg: #080b14; --surface: #111827; --surface-2: #1a2236;
    --border: #2a3552; --text: #f3f4f8; --muted: #a1abc2; --primary: #d8ab4d;
    --primary-contrast: #1b1303; --danger: #f87171; --success: #34d399; }
  :root[data-theme='light'] { color-scheme: light; --bg: #f2f6fd; --surface: #ffffff;
    --surface-2: #e7effb; --border: #cbd8ee; --text: #0e1b33; --muted: #4d5e7c;
    --primary: #1662d6; --primary-contrast: #ffffff; --danger: #cf2a1d; --success: #0f7a55; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1rem;
    background: var(--bg); color: var(--text); font: 16px/1.5 system-ui, sans-serif; }
  main { width: 100%; max-width: 26rem; background: var(--surface); border: 1px solid var(--border);
    border-radius: 12px; padding: 1.5rem; }
  .brand { display: flex; align-items: center; gap: .5rem; margin: 0 0 .25rem; }
  .badge { font-size: .7rem; font-weight: 700; letter-spacing: .08em; padding: .1rem .45rem;
    border-radius: 999px; background: var(--surface-2); color: var(--primary); }
  h1 { margin: 0; font-size: 1.2rem; }
  .note { margin: 0 0 1.25rem; color: var(--muted); font-size: .875rem; }
  dl { margin: 0 0 1.25rem; display: grid; gap: .75rem; }
  dl div { display: flex; justify-content: space-between; gap: 1rem; flex-wrap: wrap; }
  dt { color: var(--muted); }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  .amount dd { font-size: 1.5rem; color: var(--primary); }
  .actions { display: grid; gap: .75rem; margin: 0 0 1rem; }
  button { font: inherit; font-weight: 600; padding: .75rem 1rem; border-radius: 8px;
    cursor: pointer; border: 1px solid transparent; width: 100%; }
  .pay { background: var(--primary); color: var(--primary-contrast); }
  .fail { background: transparent; color: var(--danger); border-color: var(--danger); }
  button:focus-visible, a:focus-visible { outline: 2px solid var(--primary); outline-offset: 2px; }
  .status, .error { margin: 0 0 1rem; padding: .75rem; border-radius: 8px; background: var(--surface-2); }
  .error { color: var(--danger); }
  a { color: var(--primary); }
`;

export type SandboxTheme = 'dark' | 'light';

export interface SandboxPageOptions {
  /** A callback the merchant did not acknowledge: why, shown with the buttons to try again. */
  error?: string;
  /** The site's theme the member came with; dark (the site's default) otherwise. */
  theme?: SandboxTheme;
  /** The member's language on the site; the fallback language (English) otherwise. */
  language?: Language;
}

/** The sandbox gateway's pay page for one order. */
export function renderSandboxPage(order: SandboxOrder, options: SandboxPageOptions = {}): string {
  const theme = options.theme ?? 'dark';
  const language = options.language ?? FALLBACK_LANGUAGE;
  const text = SANDBOX_TEXTS[language];
  const amount = escapeHtml(formatCurrency(toMinor(order.amount), currencySymbol(order.currency)));
  const body =
    order.status === 'pending'
      ? `${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
<form method="post" action="${SANDBOX_PAY_PATH}" class="actions">
<input type="hidden" name="order" value="${escapeHtml(order.orderNo)}">
<input type="hidden" name="sig" value="${escapeHtml(order.sig)}">
<input type="hidden" name="theme" value="${theme}">
<input type="hidden" name="lang" value="${language}">
<button type="submit" name="outcome" value="success" class="pay">${escapeHtml(text.pay)}</button>
<button type="submit" name="outcome" value="failed" class="fail">${escapeHtml(text.fail)}</button>
</form>`
      : `<p class="status" role="status">${escapeHtml(text.settled(text.statuses[order.status]))}</p>`;
  return page(
    `<div class="brand"><span class="badge">SANDBOX</span><h1>${escapeHtml(text.title)}</h1></div>
<p class="note">${escapeHtml(text.note)}</p>
<dl>
<div><dt>${escapeHtml(text.order)}</dt><dd>${escapeHtml(order.orderNo)}</dd></div>
<div class="amount"><dt>${escapeHtml(text.amount)}</dt><dd>${amount}</dd></div>
</dl>
${body}
<a href="${escapeHtml(order.returnUrl)}">${escapeHtml(text.back)}</a>`,
    theme,
    language,
  );
}

/** The page for a link this server did not sign (or an order that does not exist). */
export function renderSandboxNotFound(
  theme: SandboxTheme = 'dark',
  language: Language = FALLBACK_LANGUAGE,
): string {
  const text = SANDBOX_TEXTS[language];
  return page(
    `<div class="brand"><span class="badge">SANDBOX</span><h1>${escapeHtml(text.notFoundTitle)}</h1></div>
<p class="note">${escapeHtml(text.notFound)}</p>
<a href="/">${escapeHtml(text.back)}</a>`,
    theme,
    language,
  );
}

function page(content: string, theme: SandboxTheme, language: Language): string {
  const text = SANDBOX_TEXTS[language];
  return `<!doctype html>
<html lang="${LANGUAGES[language].locale}" data-theme="${theme}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(text.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>
`;
}
