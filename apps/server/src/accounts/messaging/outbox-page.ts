import { normalizeDestination } from './destination.js';
import type { OutboxEntry } from './outbox.repository.js';

export const OUTBOX_PAGE_LIMIT = 100;

/** The destination typed into the filter: a '+' typed in the address bar arrives as a space. */
export function outboxDestination(to: string): string {
  return normalizeDestination(to.replace(/^ (?=\d)/, '+'));
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char]!);
}

// Inline styles are allowed by the CSP (style-src 'unsafe-inline'); the page has no script at all.
const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0 auto; max-width: 1200px; padding: 1.5rem; }
  h1 { margin: 0 0 .25rem; font-size: 1.5rem; }
  p.note { margin: 0 0 1rem; opacity: .75; }
  form { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin-bottom: 1rem; }
  input { min-width: 18rem; padding: .35rem .5rem; font: inherit; }
  button { padding: .35rem .9rem; font: inherit; cursor: pointer; }
  table { width: 100%; border-collapse: collapse; font-size: .9rem; }
  th, td { text-align: left; vertical-align: top; padding: .45rem .5rem;
    border-bottom: 1px solid color-mix(in srgb, currentColor 20%, transparent); }
  th { position: sticky; top: 0; background: Canvas; }
  td.body { white-space: pre-wrap; word-break: break-word; max-width: 28rem; }
  td.nowrap, time { white-space: nowrap; }
  .status { font-weight: 600; }
  .status-failed { color: #d33; }
  .status-sent { color: #2a8; }
  .error { display: block; font-weight: normal; font-size: .8rem; }
  .empty { padding: 2rem 0; text-align: center; opacity: .75; }
`;

function row(entry: OutboxEntry): string {
  const time = entry.createdAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
  const error = entry.error ? `<span class="error">${escapeHtml(entry.error)}</span>` : '';
  return `<tr>
  <td class="nowrap"><time datetime="${escapeHtml(entry.createdAt)}">${escapeHtml(time)}</time></td>
  <td>${escapeHtml(entry.channel)}</td>
  <td class="nowrap">${escapeHtml(entry.destination)}</td>
  <td>${escapeHtml(entry.purpose)}</td>
  <td>${escapeHtml(entry.subject)}</td>
  <td class="body">${escapeHtml(entry.body)}</td>
  <td class="status status-${escapeHtml(entry.status)}">${escapeHtml(entry.status)}${error}</td>
</tr>`;
}

/** The development outbox page: what a developer needs to finish an SMS or email flow locally. */
export function renderOutboxPage(entries: OutboxEntry[], filter: string): string {
  const query = filter ? `?to=${encodeURIComponent(filter)}` : '';
  const table =
    entries.length === 0
      ? `<p class="empty">${filter ? 'No messages to this destination.' : 'No messages yet.'}</p>`
      : `<table>
<thead><tr><th>Time</th><th>Channel</th><th>Destination</th><th>Purpose</th><th>Subject</th><th>Body</th><th>Status</th></tr></thead>
<tbody>
${entries.map(row).join('\n')}
</tbody>
</table>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Outbox</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Outbox</h1>
<p class="note">SMS and email sent by this server, newest first (latest ${OUTBOX_PAGE_LIMIT}). Development page: off in production.</p>
<form method="get" action="/dev/outbox">
<label for="to">Destination</label>
<input id="to" name="to" type="search" value="${escapeHtml(filter)}" placeholder="+60123456789 or name@example.com">
<button type="submit">Filter</button>
<a href="/dev/outbox">Show all</a>
<a href="/dev/outbox.json${escapeHtml(query)}">JSON</a>
</form>
${table}
</body>
</html>
`;
}
