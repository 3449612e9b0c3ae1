import { defineConfig } from '@playwright/test';
import { freePort, serverEnv } from './fixtures/servers';

// Ports are chosen once in the runner process; workers inherit them through the environment.
process.env.E2E_PORT ??= String(freePort());
process.env.E2E_STATUS_PORT ??= String(freePort());
const port = Number(process.env.E2E_PORT);
const statusPort = Number(process.env.E2E_STATUS_PORT);

const config = defineConfig({
  testDir: './specs',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // Journeys run as a member who asked for less motion: the site stops its marquee, banner
    // autoplay, shimmer and spinners, and the browser stops drawing frames it does not need
    // (half the browser's CPU on a 2-core machine). The specs about motion itself (the banner
    // carousel, the animated games) ask for it back.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'visitor', testIgnore: /system-status\.spec\.ts/ },
    // Maintenance and region blocking change the whole site: they get a server of their own,
    // and one worker, so that no two of them (repeats and retries included) change it at once.
    {
      name: 'system-status',
      testMatch: /system-status\.spec\.ts/,
      fullyParallel: false,
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${statusPort}` },
    },
  ],
  webServer: [
    {
      command: 'node apps/server/dist/main.js',
      cwd: '..',
      url: `http://127.0.0.1:${port}/wps/system/health`,
      env: serverEnv('main', port),
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node apps/server/dist/main.js',
      cwd: '..',
      url: `http://127.0.0.1:${statusPort}/wps/system/health`,
      env: serverEnv('status', statusPort),
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

// Databases are reset by the runner only; workers load this file again and must keep them.
process.env.E2E_DATA_READY = '1';

export default config;
