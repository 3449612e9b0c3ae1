import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@portal/shared/constants/limits';
import { ChunkLoadError, isChunkLoadError, loadChunk, trackPreloadErrors } from './chunk-loader';

describe('chunk loader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves with the module when the import arrives in time', async () => {
    const module = { Component: () => null };
    await expect(loadChunk(() => Promise.resolve(module))).resolves.toBe(module);
  });

  it('fails with a time-out after 120000 ms when the import never settles', async () => {
    const loading = loadChunk(() => new Promise<never>(() => {}));
    const outcome = vi.fn();
    loading.catch(outcome);

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    const error = outcome.mock.calls[0]?.[0] as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.reason).toBe('timeout');
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('does not time out once the import has arrived', async () => {
    const outcome = vi.fn();
    loadChunk(() => Promise.resolve('ok')).then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS * 2);
    expect(outcome).toHaveBeenCalledTimes(1);
    expect(outcome).toHaveBeenCalledWith('ok');
  });

  it('reports a failed import as a chunk-load failure keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    const error = await loadChunk(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('failed');
    expect((error as ChunkLoadError).cause).toBe(cause);
  });

  it('recognises a stylesheet chunk Vite could not preload', () => {
    const stop = trackPreloadErrors(window);
    const payload = new Error('something about /assets/route.css');
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });
    window.dispatchEvent(event);
    stop();
    expect(isChunkLoadError(payload)).toBe(true);
    expect(event.defaultPrevented).toBe(false);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('an ordinary failure'))).toBe(false);
  });
});
