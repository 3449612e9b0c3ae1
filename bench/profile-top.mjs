// Lists the top frames of a V8 CPU profile (`node --cpu-prof`, or BENCH_CPU_PROF=<dir> for a
// bench scenario's server) by self time, and the share of total samples each takes:
// `node bench/profile-top.mjs <file.cpuprofile> [count]`.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const [file, count = '25'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/profile-top.mjs <file.cpuprofile> [count]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const self = new Map();
for (const node of profile.nodes) self.set(node.id, { node, hits: node.hitCount ?? 0 });
const total = profile.nodes.reduce((n, node) => n + (node.hitCount ?? 0), 0);
const byFrame = new Map();
for (const { node, hits } of self.values()) {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url
    ? `${relative(process.cwd(), url.replace('file://', ''))}:${lineNumber + 1}`
    : '';
  const key = `${functionName || '(anonymous)'} ${where}`.trim();
  byFrame.set(key, (byFrame.get(key) ?? 0) + hits);
}
const rows = [...byFrame.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(count));
for (const [frame, hits] of rows) {
  console.log(`${((hits / total) * 100).toFixed(1).padStart(5)}%  ${frame}`);
}
