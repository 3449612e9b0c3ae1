import { describe, expect, it } from 'vitest';
import { appDownloadHref } from './app-link';

const here = 'https://portal.example/down';

describe('appDownloadHref', () => {
  it('keeps a link to a store, a file on this site or a profile', () => {
    expect(appDownloadHref('https://apps.example.com/ios/portal', here)).toBe(
      'https://apps.example.com/ios/portal',
    );
    expect(appDownloadHref('/assets-cdn/app.apk', here)).toBe('/assets-cdn/app.apk');
  });

  it('finds no link in an empty, unsafe or download-page address', () => {
    expect(appDownloadHref('', here)).toBeUndefined();
    expect(appDownloadHref(null, here)).toBeUndefined();
    expect(appDownloadHref('javascript:alert(1)', here)).toBeUndefined();
    expect(appDownloadHref('/down#ios', here)).toBeUndefined();
    expect(appDownloadHref('https://portal.example/download#android', here)).toBeUndefined();
  });

  it('keeps a download page of another site', () => {
    expect(appDownloadHref('https://other.example/down', here)).toBe('https://other.example/down');
  });
});
