// The built server as a whole, in process (the portal without listening, or its services alone),
// and the cashier's vendor transfer check job. Their apps/server/dist paths live here only; the
// process the scenarios start is main.js (SERVER_MAIN in ../server.mjs).
export { buildApp } from '../../../apps/server/dist/app.js';
export { createServices } from '../../../apps/server/dist/compose.js';
export { CHECK_JOB } from '../../../apps/server/dist/cashier/wallet/vendor-settlement.js';
