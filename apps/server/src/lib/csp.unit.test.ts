import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './csp.js';

const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script', () => {
    const body = "\n  document.documentElement.dataset.theme = 'dark';\n";
    expect(inlineScriptHashes(`<head><script>${body}</script></head>`)).toEqual([hash(body)]);
  });

  it('skips scripts loaded from a file and empty ones', () => {
    const html =
      '<script type="module" crossorigin src="/assets/a.js"></script><script> </script><script>x()</script>';
    expect(inlineScriptHashes(html)).toEqual([hash('x()')]);
  });

  it('lists a repeated script once', () => {
    expect(inlineScriptHashes('<script>a()</script><script>a()</script>')).toHaveLength(1);
  });
});
