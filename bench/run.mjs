// `npm run bench [-- <scenario>...]`: runs load scenarios against the built portal and prints one JSON
// line per scenario. Never part of `npm test`. Build first (`npm run build`).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, 'scenarios');
const all = readdirSync(dir)
  .filter((f) => f.endsWith('.mjs'))
  .map((f) => f.slice(0, -4));
const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !all.includes(w));
if (unknown.length) {
  console.error(`Unknown scenario(s): ${unknown.join(', ')}. Known: ${all.join(', ')}`);
  process.exit(2);
}
for (const name of wanted.length ? wanted : all) {
  const { run } = await import(join(dir, `${name}.mjs`));
  console.log(JSON.stringify(await run()));
}
