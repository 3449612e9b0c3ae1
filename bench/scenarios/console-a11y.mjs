// Lighthouse accessibility of the operator console's screens (decision 041), in both themes:
// sign-in, the dashboard, the members search, the withdrawals queue and the audit trail, each
// audited as staff see it, signed in (Lighthouse snapshot mode on a puppeteer page, so the
// session in sessionStorage stays). The demo admin signs in with the published demo factor.
import { snapshot } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { DEMO_STAFF_TOTP_SECRET } from '../lib/built/database.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { startPortal } from '../lib/server.mjs';
import { staffCode } from '../lib/setup.mjs';

const SCREENS = [
  { name: 'dashboard', path: '' },
  { name: 'members', path: 'members' },
  { name: 'withdrawals', path: 'cashier/withdrawals' },
  { name: 'audit', path: 'audit' },
  { name: 'promotions', path: 'promotions' },
  { name: 'message-compose', path: 'messages/new' },
  { name: 'agency-tree', path: 'agency/tree' },
  { name: 'lottery-draws', path: 'lottery' },
  { name: 'ggr-report', path: 'reports/ggr' },
  { name: 'event-stream', path: 'events' },
];
const THEMES = ['light', 'dark'];

async function audit(page, name, theme) {
  const result = await snapshot(page, {
    config: { extends: 'lighthouse:default', settings: { onlyCategories: ['accessibility'] } },
  });
  const lhr = result.lhr;
  const failed = Object.values(lhr.categories.accessibility.auditRefs)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
  return {
    screen: name,
    theme,
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    failedA11y: failed.map((a) => a.id),
    failedA11yNodes: Object.fromEntries(
      failed.map((a) => [
        a.id,
        (a.details?.items ?? []).slice(0, 3).map((item) => item.node?.selector ?? ''),
      ]),
    ),
  };
}

/** Waits until the screen has drawn its heading and finished loading its data. */
async function settled(page) {
  await page.waitForSelector('main h1');
  await page.waitForFunction(() => !document.querySelector('[role="status"] [aria-hidden]'), {
    timeout: 30_000,
  });
}

export async function run() {
  // Demo staff exist only outside production (decision 040).
  const portal = await startPortal({ NODE_ENV: 'development', SEED_DEMO: 'true' });
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    defaultViewport: { width: 1280, height: 900 },
  });
  try {
    const results = [];
    const page = await browser.newPage();
    await page.evaluateOnNewDocument(() => localStorage.setItem('console.language', 'en'));
    const useTheme = (theme) =>
      page.evaluate((chosen) => {
        localStorage.setItem('console.theme', chosen);
        document.documentElement.dataset.theme = chosen;
      }, theme);
    await page.goto(`${portal.url}/console/`);
    await page.waitForSelector('input[autocomplete="username"]');
    for (const theme of THEMES) {
      await useTheme(theme);
      results.push(await audit(page, 'sign-in', theme));
    }
    await page.type('input[autocomplete="username"]', 'operator01');
    await page.type('input[autocomplete="current-password"]', 'Operator1234');
    await page.click('button[type="submit"]');
    await page.waitForSelector('input[autocomplete="one-time-code"]');
    await page.type('input[autocomplete="one-time-code"]', staffCode(DEMO_STAFF_TOTP_SECRET));
    await page.click('button[type="submit"]');
    await page.waitForSelector('#main');
    for (const theme of THEMES) {
      await useTheme(theme);
      for (const screen of SCREENS) {
        // Inside the app, as a click on the sidebar would: a full load is not needed.
        await page.evaluate((path) => {
          window.history.pushState({}, '', `/console/${path}`);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, screen.path);
        await settled(page);
        results.push(await audit(page, screen.name, theme));
      }
    }
    return {
      scenario: 'console-a11y',
      accessibilityMin: Math.min(...results.map((r) => r.accessibility)),
      screens: results,
    };
  } finally {
    await browser.close();
    await portal.stop();
  }
}
