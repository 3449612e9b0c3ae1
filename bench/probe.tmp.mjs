import { startPortal } from './lib/server.mjs';
import { encryptPayload, importPublicKey } from '@portal/shared/crypto/payload-encryption';
const portal = await startPortal({ VERIFY_NEW_IP: 'false' });
const url = portal.url;
const { value: key } = await (await fetch(`${url}/wps/system/publicKey`)).json();
const body = await encryptPayload(await importPublicKey(key), key.keyId, { username: 'demo01', password: 'Demo1234', type: 'username' });
const answer = await (await fetch(`${url}/wps/session/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
const r = await fetch(`${url}/wps/v2/wallets/balance`, { headers: { authorization: `Bearer ${answer.value.token}` } });
let n = 0; for (const [k, v] of r.headers) { n += k.length + v.length + 4; console.log(k, ':', v.slice(0, 120)); }
const t = await r.text(); console.log('headers bytes', n, 'body bytes', t.length, t);
await portal.stop();
