// Loads every module the scenarios take from the built server, so a moved or renamed export
// fails `npm test` (right after the build) instead of the next benchmark run.
import { readdirSync } from 'node:fs';

const here = import.meta.dirname;
const modules = readdirSync(here).filter((name) => name.endsWith('.mjs') && name !== 'check.mjs');
for (const name of modules) await import(`./${name}`);
console.log(`bench: ${modules.length} modules of the built server load`);
