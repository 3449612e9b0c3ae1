// `npm run lint`: ESLint and the boundary check (.dependency-cruiser.mjs), both run and both
// report; the command fails when either finds something.
import { spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const failed = ['lint:eslint', 'lint:boundaries'].filter(
  (script) => spawnSync(npm, ['run', '--silent', script], { stdio: 'inherit' }).status !== 0,
);
if (failed.length) console.error(`\nlint failed: ${failed.join(', ')}`);
process.exit(failed.length ? 1 : 0);
