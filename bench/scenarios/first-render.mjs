// What `/` costs a visitor: JavaScript downloaded before it is interactive (gzipped) and the time
// to first contentful paint and to the first banner, in headless Chromium, over several loads.
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { startPortal } from '../lib/server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function run() {
  const portal = await startPortal();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const fcp = [];
    const banner = [];
    let jsGzipBytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
      const page = await context.newPage();
      const scripts = [];
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script')
          scripts.push(res.body().catch(() => Buffer.alloc(0)));
      });
      const start = Date.now();
      await page.goto(portal.url + '/', { waitUntil: 'load' });
      await page.locator('header').first().waitFor();
      // The first banner of the carousel, decoded and drawn.
      await page.waitForFunction(() => {
        const img = document.querySelector('section[aria-roledescription] img');
        return img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0;
      });
      banner.push(Date.now() - start);
      const paint = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      );
      fcp.push(Math.round(paint));
      await page.waitForLoadState('networkidle');
      const bodies = await Promise.all(scripts);
      if (i === 0) jsGzipBytes = bodies.reduce((n, b) => n + gzipSync(b).length, 0);
      await context.close();
    }
    return {
      scenario: 'first-render',
      runs: RUNS,
      firstContentfulPaintMsMedian: median(fcp),
      firstBannerMsMedian: median(banner),
      jsGzipKB: Math.round(jsGzipBytes / 102.4) / 10,
    };
  } finally {
    await browser.close();
    await portal.stop();
  }
}
