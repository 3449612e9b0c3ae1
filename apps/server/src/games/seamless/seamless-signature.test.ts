import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import { createLaunchSession, createTestGame, seamlessCall } from '../../../test/seamless.js';
import { signedHeaders, walletValueSchema } from './protocol.js';

/** A low per-client limit: the callbacks must not be counted against it. */
const t = useTestApp({ env: { RATE_LIMIT_MAX: '3' } });

/** A member with a live session of a new game. */
async function player() {
  const member = await createMember(t);
  const game = await createTestGame(t);
  const token = await createLaunchSession(t, member.id, game);
  return { member, game, token };
}

describe('seamless callback signatures', () => {
  it('refuses a callback without a signature', async () => {
    const p = await player();
    const response = await seamlessCall(t, 'balance', { token: p.token }, { signature: null });
    expectError(response, 401, 'SIGNATURE_INVALID');
  });

  it('refuses a signature made with another secret', async () => {
    const p = await player();
    const response = await seamlessCall(
      t,
      'balance',
      { token: p.token },
      { secret: 'x'.repeat(40) },
    );
    expectError(response, 401, 'SIGNATURE_INVALID');
  });

  it('refuses a signature older than the allowed clock skew', async () => {
    const p = await player();
    const stale = Date.now() - 6 * 60_000;
    const response = await seamlessCall(t, 'balance', { token: p.token }, { timestamp: stale });
    expectError(response, 401, 'SIGNATURE_INVALID');
  });

  it('checks the signature against the bytes received, not a re-serialised body', async () => {
    const p = await player();
    const raw = JSON.stringify({ token: p.token });
    const spaced = `{ "token" : ${JSON.stringify(p.token)} }`;
    const signedForOther = await seamlessCall(t, 'balance', {}, { rawBody: spaced });
    expectValue(signedForOther, walletValueSchema);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/wps/seamless/house/balance',
      headers: signedHeaders(t.config.HOUSE_PROVIDER_SECRET, raw),
      payload: spaced,
    });
    expectError(tampered, 401, 'SIGNATURE_INVALID');
  });

  it('refuses an unknown provider as it refuses a bad signature', async () => {
    const p = await player();
    const response = await seamlessCall(
      t,
      'balance',
      { token: p.token },
      { provider: 'nobody', secret: t.config.HOUSE_PROVIDER_SECRET },
    );
    expectError(response, 401, 'SIGNATURE_INVALID');
    expect(t.logs.join('')).toContain('seamless callback signature refused');
  });

  it('answers a signed body that is not JSON, or has unknown fields, with VALIDATION_FAILED', async () => {
    const p = await player();
    expectError(
      await seamlessCall(t, 'balance', {}, { rawBody: '{"token":' }),
      400,
      'VALIDATION_FAILED',
    );
    const extra = await seamlessCall(t, 'balance', { token: p.token, extra: 1 });
    expect(expectError(extra, 400, 'VALIDATION_FAILED').details).toEqual([
      { path: 'extra', reason: 'unrecognized_key' },
    ]);
  });
});

describe('seamless callbacks and the per-client rate limit', () => {
  it('answers every callback of a busy provider while other calls from its address are limited', async () => {
    const p = await player();
    const remoteAddress = '203.0.113.77';
    for (let i = 0; i < 8; i += 1) {
      const raw = JSON.stringify({ token: p.token });
      const response = await t.app.inject({
        method: 'POST',
        url: '/wps/seamless/house/balance',
        headers: signedHeaders(t.config.HOUSE_PROVIDER_SECRET, raw),
        payload: raw,
        remoteAddress,
      });
      expectValue(response, walletValueSchema);
    }
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await t.app.inject({ url: '/wps/system/status', remoteAddress })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
