import { describe, expect, it } from 'vitest';
import { healthValueSchema } from '@portal/shared/schemas/health';
import { expectError, expectValue } from '../../../test/assertions.js';
import { createTestApp, useTestApp } from '../../../test/helper.js';
import { HealthRepository } from './health.repository.js';
import { HealthService } from './health.service.js';

const t = useTestApp();

describe('GET /wps/system/health', () => {
  it('answers ok when the database answers', async () => {
    const value = expectValue(await t.app.inject({ url: '/wps/system/health' }), healthValueSchema);
    expect(value).toMatchObject({ status: 'ok', database: 'up', redis: 'disabled' });
  });

  it('answers 503 SERVICE_UNAVAILABLE when the database is gone', async () => {
    const broken = await createTestApp();
    try {
      await broken.db.destroy();
      const body = expectError(
        await broken.app.inject({ url: '/wps/system/health' }),
        503,
        'SERVICE_UNAVAILABLE',
      );
      expect(body.details).toEqual([{ path: 'database', reason: 'down' }]);
    } finally {
      await broken.close();
    }
  });

  it('reports Redis up, and fails when it stops answering', async () => {
    const repository = new HealthRepository(t.db);
    const healthy = new HealthService(repository, { ping: async () => 'PONG' });
    expect(await healthy.check()).toMatchObject({ redis: 'up' });
    const failures: string[] = [];
    const down = new HealthService(
      repository,
      { ping: async () => Promise.reject(new Error('refused')) },
      (d) => failures.push(d),
    );
    await expect(down.check()).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(failures).toEqual(['redis']);
  });
});
