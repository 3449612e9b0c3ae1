import { CHUNK_LOAD_TIMEOUT_MS } from '@portal/shared/constants/limits';

/** A script or stylesheet chunk that failed to load or took longer than the time-out. */
export class ChunkLoadError extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'failed',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

/**
 * Loads a lazy chunk, failing with ChunkLoadError when the import rejects or does not settle
 * within the time-out (spec section 9: 120000 ms).
 */
export function loadChunk<T>(
  importer: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`Chunk did not load within ${timeoutMs} ms`, 'timeout'));
    }, timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('Chunk failed to load', 'failed', { cause: error }));
      },
    );
  });
}

/** Errors Vite reported through `vite:preloadError` (a missing JS or CSS chunk). */
const preloadErrors = new WeakSet<object>();

// Browsers word a failed dynamic import differently; these are the messages of Chromium,
// WebKit and Firefox, plus Vite's own for a stylesheet chunk.
const CHUNK_MESSAGE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (typeof error === 'object' && error !== null && preloadErrors.has(error)) return true;
  return error instanceof Error && CHUNK_MESSAGE.test(error.message);
}

/**
 * Vite dispatches `vite:preloadError` when a chunk's script or stylesheet fails. The error is
 * not swallowed (no preventDefault): it rejects the lazy import, which the route error screen
 * shows. Remembering it lets any error boundary recognise it, also for a stylesheet chunk.
 */
export function trackPreloadErrors(target: Window = window): () => void {
  const handle = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (typeof payload === 'object' && payload !== null) preloadErrors.add(payload);
  };
  target.addEventListener('vite:preloadError', handle);
  return () => target.removeEventListener('vite:preloadError', handle);
}
