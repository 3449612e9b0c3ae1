import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = { target: process.env.API_URL ?? 'http://127.0.0.1:3000', changeOrigin: false };

/**
 * The operator console: its own app and bundle, served by the same server under /console/
 * (decision 041). Nothing here is imported by the portal (apps/web), and nothing of the portal here.
 */
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  resolve: { conditions: ['source'] },
  server: { port: 5174, proxy: { '/wps': apiTarget, '/assets-cdn': apiTarget } },
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    // Charts and tables are heavy and staff load the console once a day on a desk machine.
    chunkSizeWarningLimit: 900,
  },
});
