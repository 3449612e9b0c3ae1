// Browser tests drive Debian's Chromium. Install it when missing and we may (root);
// otherwise stop with a message naming the package. Never skip the suite silently.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install Debian's "chromium" package ` +
        '(apt-get install -y chromium) or set CHROMIUM_PATH, then run the tests again.',
    );
    process.exit(1);
  }
  console.warn('Chromium is missing: installing Debian\'s "chromium" package...');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(CHROMIUM)) {
    console.error(`Installed "chromium" but ${CHROMIUM} is still missing.`);
    process.exit(1);
  }
}
