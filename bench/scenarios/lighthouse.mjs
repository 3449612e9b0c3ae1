// Lighthouse on four pages of the portal with its mobile defaults (simulated slow 4G and a 4x
// slower CPU) in Debian's Chromium: the performance and accessibility scores and the metrics behind
// them, median of runs, per page, and the lowest score of any page.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { loadAverage } from '../lib/measure.mjs';
import { startPortal } from '../lib/server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The pages measured; `BENCH_PAGES=/,/lottery` measures fewer. */
const PAGES = (process.env.BENCH_PAGES ?? '/,/promotions,/pointMall,/lottery').split(',');
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
    unusedJs: (audit('unused-javascript').details?.items ?? [])
      .slice(0, 5)
      .map((i) => `${strip(i.url)} ${round((i.wastedBytes ?? 0) / 1024, 1)} KiB`),
    lcpElement: audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node
      ?.selector,
    layoutShifts: (audit('layout-shifts')?.details?.items ?? [])
      .slice(0, 3)
      .map((i) => `${i.node?.selector ?? ''} ${round(i.score ?? 0, 3)}`),
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
  // Lighthouse can end the process on a protocol timeout: the browser goes with it.
  const killOnExit = () => chrome.kill();
  process.once('exit', killOnExit);
  try {
    const pages = [];
    for (const path of PAGES) pages.push(await measure(chrome.port, portal.url, path));
    const lowest = (key) => Math.min(...pages.map((p) => p[key]));
    return {
      scenario: 'lighthouse',
      runs: RUNS,
      performanceMin: lowest('performance'),
      accessibilityMin: lowest('accessibility'),
      pages,
    };
  } finally {
    process.off('exit', killOnExit);
    chrome.kill();
    await portal.stop();
  }
}

/** One page, `RUNS` times: every figure is a median; the run with the median score gives the lists. */
async function measure(port, origin, path) {
  const runs = [];
  let failures = 0;
  while (runs.length < RUNS) {
    const result = await lighthouse(origin + path, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    // A trace Lighthouse could not read (NO_NAVSTART now and then on a busy machine) is run
    // again, up to RUNS times in all; the runs that count are whole ones.
    if (result.lhr.runtimeError) {
      failures += 1;
      if (failures > RUNS) throw new Error(result.lhr.runtimeError.message);
      console.warn(`lighthouse ${path}: ${result.lhr.runtimeError.code}, run again`);
      continue;
    }
    runs.push(figures(result.lhr, origin));
  }
  const middle = [...runs].sort((a, b) => a.performance - b.performance)[
    Math.floor(runs.length / 2)
  ];
  const numeric = Object.keys(middle).filter((key) => typeof middle[key] === 'number');
  return {
    path,
    failedRuns: failures,
    // The machine's 1-minute load average when the page's runs ended (shared machines show here).
    loadAverage: loadAverage(),
    ...Object.fromEntries(numeric.map((key) => [key, median(runs.map((r) => r[key]))])),
    uncompressed: middle.uncompressed,
    failedA11y: middle.failedA11y,
    failedA11yNodes: middle.failedA11yNodes,
    // What the median run blames: unused JavaScript per file and the LCP element.
    unusedJs: middle.unusedJs,
    lcpElement: middle.lcpElement,
    layoutShifts: middle.layoutShifts,
  };
}
