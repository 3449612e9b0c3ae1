import { startPortal } from './lib/server.mjs';
import { freshSchema } from './lib/databases.mjs';
import { processCpuMs } from './lib/measure.mjs';
const schema = await freshSchema('quiet');
const t0 = Date.now();
const portal = await startPortal({ DATABASE_URL: schema.url });
console.log('started in', Date.now() - t0);
let last = processCpuMs(portal.pid);
for (let i = 0; i < 30; i++) {
  await new Promise((r) => setTimeout(r, 500));
  const now = processCpuMs(portal.pid);
  console.log(((Date.now() - t0) / 1000).toFixed(1), now - last);
  last = now;
}
await portal.stop();
await schema.drop();
