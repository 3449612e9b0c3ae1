import { lazy, type ComponentType } from 'react';
import { loadChunk } from './chunk-loader';

/** React.lazy for a named export, loaded through the chunk loader and its time-out. */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => loadChunk(load).then((Component) => ({ default: Component })));
}
