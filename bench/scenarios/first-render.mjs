// What `/` costs a visitor: JavaScript downloaded before it is interactive (gzipped) and the time
// to first contentful paint and to the first banner, in headless Chromium, over several loads at
// each of two screen sizes (a tall screen shows more of the home page at once). It also counts
// the requests the portal makes for the operator console's files (decision 041): always 0, the
// console is a separate app and must not add a byte to the portal. The first banner twice:
// `firstBannerMs`, from before the navigation to the automation seeing the image decoded (after
// the load event, through its round trips), and `firstBannerPaintMs`, the image's paint on the
// page's own clock from its navigation start (Element Timing, `elementtiming="first-banner"`).
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { startPortal } from '../lib/server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const VIEWPORTS = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
];

export async function run() {
  const portal = await startPortal();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const measured = [];
    for (const viewport of VIEWPORTS) measured.push(await measure(browser, portal.url, viewport));
    // The slower size's figure; null when a size has none.
    const worst = (key) =>
      measured.some((m) => m[key] === null) ? null : Math.max(...measured.map((m) => m[key]));
    return {
      scenario: 'first-render',
      runs: RUNS,
      // The slower of the two screen sizes; each size's own figures follow.
      firstContentfulPaintMsMedian: worst('firstContentfulPaintMsMedian'),
      firstBannerMsMedian: worst('firstBannerMsMedian'),
      firstBannerPaintMsMedian: worst('firstBannerPaintMsMedian'),
      jsGzipKB: worst('jsGzipKB'),
      consoleRequests: worst('consoleRequests'),
      viewports: measured,
    };
  } finally {
    await browser.close();
    await portal.stop();
  }
}

async function measure(browser, url, viewport) {
  const fcp = [];
  const banner = [];
  const bannerPaint = [];
  let jsGzipBytes = 0;
  let consoleRequests = 0;
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const scripts = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/console')) consoleRequests += 1;
    });
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script')
        scripts.push(res.body().catch(() => Buffer.alloc(0)));
    });
    const start = Date.now();
    await page.goto(url + '/', { waitUntil: 'load' });
    await page.locator('header').first().waitFor();
    // The first banner of the carousel, decoded and drawn.
    await page.waitForFunction(() => {
      const img = document.querySelector('section[aria-roledescription] img');
      return img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0;
    });
    banner.push(Date.now() - start);
    // The same banner's paint on the page's own clock, from its navigation (Element Timing): what
    // a person sees, without the automation's round trips and the wait for the load event.
    bannerPaint.push(
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            // No entry within 10 s (the attribute gone, say): no figure rather than a hung run.
            setTimeout(() => resolve(null), 10_000);
            new PerformanceObserver((list, observer) => {
              const entry = list.getEntries().find((e) => e.identifier === 'first-banner');
              if (!entry) return;
              observer.disconnect();
              resolve(Math.round(entry.renderTime || entry.loadTime));
            }).observe({ type: 'element', buffered: true });
          }),
      ),
    );
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
    viewport: `${viewport.width}x${viewport.height}`,
    firstContentfulPaintMsMedian: median(fcp),
    firstBannerMsMedian: median(banner),
    firstBannerPaintMsMedian: bannerPaint.includes(null) ? null : median(bannerPaint),
    jsGzipKB: Math.round(jsGzipBytes / 102.4) / 10,
    consoleRequests,
  };
}
