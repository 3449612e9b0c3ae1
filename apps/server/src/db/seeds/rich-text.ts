/** Structured rich text of the demo content; rendered to the HTML subset the site shows. */
export interface RichText {
  /** May hold <strong>. */
  lead: string;
  points: string[];
  link?: { href: string; text: string };
}

function escapeText(text: string): string {
  return text.replace(/&(?![a-z#0-9]+;)/gi, '&amp;');
}

/** p, strong, ul/li and a: site paths open in place, outside addresses in a new window. */
export function renderRichText(text: RichText): string {
  const points = text.points.map((point) => `<li>${escapeText(point)}</li>`).join('');
  const target = text.link?.href.startsWith('http') ? ' target="_blank" rel="noopener"' : '';
  const link = text.link
    ? `<p><a href="${text.link.href}"${target}>${escapeText(text.link.text)}</a></p>`
    : '';
  return `<p>${escapeText(text.lead)}</p><ul>${points}</ul>${link}`;
}
