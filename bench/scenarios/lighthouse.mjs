// Lighthouse on `/` with its mobile defaults (simulated slow 4G and a 4x slower CPU) in Debian's
// Chromium: the performance and accessibility scores and the metrics behind them, median of runs.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { startPortal } from '../lib/server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (x, digits = 0) => Math.round(x * 10 ** digits) / 10 ** digits;

const failedA11y = (lhr) =>
  Object.values(lhr.categories.accessibility.auditRefs)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');

/** The figures of one report; the URLs are relative to the portal. */
function figures(lhr, origin) {
  const audit = (id) => lhr.audits[id];
  const strip = (url) => url.replace(origin, '');
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    fcpMs: round(audit('first-contentful-paint').numericValue),
    lcpMs: round(audit('largest-contentful-paint').numericValue),
    tbtMs: round(audit('total-blocking-time').numericValue),
    cls: round(audit('cumulative-layout-shift').numericValue, 3),
    speedIndexMs: round(audit('speed-index').numericValue),
    unusedJsKiB: round((audit('unused-javascript').details?.overallSavingsBytes ?? 0) / 1024, 1),
    uncompressedKiB: round(
      (audit('uses-text-compression').details?.overallSavingsBytes ?? 0) / 1024,
      1,
    ),
    uncompressed: (audit('uses-text-compression').details?.items ?? []).map((i) => strip(i.url)),
    failedA11y: failedA11y(lhr).map((a) => a.id),
    // Where each failed audit found its problem: the element and Lighthouse's explanation.
    failedA11yNodes: Object.fromEntries(
      failedA11y(lhr).map((a) => [
        a.id,
        (a.details?.items ?? []).slice(0, 5).map((item) => ({
          selector: item.node?.selector ?? '',
          explanation: (item.node?.explanation ?? '').split('\n').slice(0, 2).join(' '),
        })),
      ]),
    ),
  };
}

export async function run() {
  const portal = await startPortal();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(portal.url + '/', {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
      runs.push(figures(result.lhr, portal.url));
    }
    // The run with the median performance score gives the lists; every figure is a median.
    const middle = [...runs].sort((a, b) => a.performance - b.performance)[
      Math.floor(runs.length / 2)
    ];
    const numeric = Object.keys(middle).filter((key) => typeof middle[key] === 'number');
    return {
      scenario: 'lighthouse',
      runs: RUNS,
      ...Object.fromEntries(numeric.map((key) => [key, median(runs.map((r) => r[key]))])),
      uncompressed: middle.uncompressed,
      failedA11y: middle.failedA11y,
      failedA11yNodes: middle.failedA11yNodes,
    };
  } finally {
    chrome.kill();
    await portal.stop();
  }
}
