import sanitizeHtml from 'sanitize-html';

/**
 * Operators write promotion pages, announcements and help articles in HTML; what visitors get is
 * cleaned to text formatting, lists, tables, links and images over https (no scripts, styles,
 * frames or event handlers). The site sanitises again before it renders (defence in depth).
 *
 * One function for the server, which stores what it returns, and for the console's editors,
 * which show an operator the very HTML the server will keep before they save (decision 046).
 */
export function cleanRichHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'span',
      'h2',
      'h3',
      'h4',
      'ul',
      'ol',
      'li',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'a',
      'img',
      'blockquote',
      'hr',
    ],
    allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['https', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
    },
  });
}
