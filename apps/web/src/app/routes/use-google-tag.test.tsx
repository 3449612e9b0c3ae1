import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { buildWhitelabel, mockApi, renderWithProviders } from '../../components/ui/test-utils';
import { useWhitelabel } from '../../api/get-whitelabel';
import { useGoogleTag } from './use-google-tag';

function Page() {
  useGoogleTag();
  const { data } = useWhitelabel();
  return <p>{data ? 'Page drawn' : 'Loading'}</p>;
}

const tagScripts = () =>
  document.querySelectorAll('script[src^="https://www.googletagmanager.com/gtag/js"]');

let idle: Array<() => void>;

beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.querySelectorAll('script[data-google-tag]').forEach((script) => script.remove());
  delete window.dataLayer;
  delete window.gtag;
});

const runIdle = () =>
  act(() => {
    for (const task of idle.splice(0)) task();
  });

describe('the Google tag', () => {
  it('is never requested when the site has no tag id', async () => {
    mockApi({ '/wps/system/whitelabel': { info: buildWhitelabel() } });
    renderWithProviders(<Page />);
    await screen.findByText('Page drawn');
    runIdle();
    expect(idle).toEqual([]);
    expect(tagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads after the first render only once the browser is idle, when the site has a tag id', async () => {
    mockApi({
      '/wps/system/whitelabel': { info: buildWhitelabel({ analytics: { gtagId: 'G-TEST123' } }) },
    });
    renderWithProviders(<Page />);
    await screen.findByText('Page drawn');
    // Drawn, and still no tag: it waits for an idle moment.
    expect(tagScripts()).toHaveLength(0);
    runIdle();
    await vi.waitFor(() => expect(tagScripts()).toHaveLength(1));
    const [script] = tagScripts();
    expect((script as HTMLScriptElement).src).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
    );
    expect((script as HTMLScriptElement).async).toBe(true);
    expect(window.dataLayer?.map((entry) => Array.from(entry as ArrayLike<unknown>)[0])).toEqual([
      'js',
      'config',
    ]);
  });
});
