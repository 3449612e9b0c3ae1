import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:3100';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const theme of ['light', 'dark']) {
  for (const width of [1280, 768]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    await context.addInitScript((t) => { localStorage.setItem('console.theme', t); localStorage.setItem('console.language', 'en'); }, theme);
    const page = await context.newPage();
    await page.goto(base + '/console/');
    await page.getByLabel('Username').fill('operator01');
    await page.getByLabel('Password').fill('Operator1234');
    if (theme === 'light' && width === 1280) await page.screenshot({ path: `/tmp/shots/signin-${theme}-${width}.png` });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.screenshot({ path: `/tmp/shots/home-${theme}-${width}.png` });
    if (width === 768) { await page.getByRole('button', { name: 'Open menu' }).click(); await page.screenshot({ path: `/tmp/shots/menu-${theme}-${width}.png` }); }
    await context.close();
  }
}
await browser.close();
