import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  server: {
    port: 5173,
    proxy: {
      '/wps': apiTarget,
      '/lgw': apiTarget,
      '/assets-cdn': apiTarget,
      '/docs': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The shell's budget is checked by a test (apps/web/src/test/bundle-budget.test.ts).
    chunkSizeWarningLimit: 600,
  },
});
