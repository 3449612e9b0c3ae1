import { join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { localeBundles } from './vite.shared';

/**
 * The house games' page, built on its own after the portal into the same dist folder: like an
 * outside vendor's page it shares no chunk with the portal (a shared chunk would run one app's
 * start-up code inside the other). Its translation bundles are the portal's, already emitted.
 */
export default defineConfig({
  plugins: [react(), localeBundles({ emit: false })],
  resolve: { conditions: ['source'] },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: 'hidden',
    rolldownOptions: {
      input: { house: join(import.meta.dirname, 'house.html') },
    },
  },
});
