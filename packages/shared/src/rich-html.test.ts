import { describe, expect, it } from 'vitest';
import { cleanRichHtml } from './rich-html.js';

describe('cleanRichHtml', () => {
  it('keeps formatting, lists, https images and links (opened apart), and drops the rest', () => {
    expect(
      cleanRichHtml(
        '<h2 onclick="x()">Title</h2><script>alert(1)</script><p style="color:red">A <strong>b</strong></p>' +
          '<img src="https://cdn.example/a.png" onerror="x()"><img src="http://cdn.example/b.png">' +
          '<a href="javascript:alert(1)">bad</a><a href="https://example.com">ok</a><iframe src="https://x"></iframe>',
      ),
    ).toBe(
      '<h2>Title</h2><p>A <strong>b</strong></p><img src="https://cdn.example/a.png" /><img />' +
        '<a rel="noopener noreferrer" target="_blank">bad</a>' +
        '<a href="https://example.com" rel="noopener noreferrer" target="_blank">ok</a>',
    );
  });
});
