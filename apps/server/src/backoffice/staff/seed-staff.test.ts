import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { seedDemo } from '../../db/seeds/demo-seed.js';
import { DEMO_STAFF_PASSWORD } from '../../db/seeds/seed-staff.js';
import { createTestDatabase, testConfig, useTestApp } from '../../../test/helper.js';
import { staffLoginValue } from '../../../test/staff.js';

const t = useTestApp();

describe('demo staff', () => {
  it('seeds an admin and a finance operator with the demo password', async () => {
    expect(
      await staffLoginValue(t, { username: 'operator01', password: DEMO_STAFF_PASSWORD }),
    ).toMatchObject({
      role: 'admin',
    });
    expect(
      await staffLoginValue(t, { username: 'finance01', password: DEMO_STAFF_PASSWORD }),
    ).toMatchObject({
      role: 'finance',
    });
  });

  it('leaves a changed demo operator alone when seeding again', async () => {
    await t.db
      .updateTable('staff')
      .set({ status: 'disabled' })
      .where('username', '=', 'finance01')
      .execute();
    await seedDemo(t.db, t.config);
    const rows = await t.db
      .selectFrom('staff')
      .select(['username', 'status'])
      .where('username', '=', 'finance01')
      .execute();
    expect(rows).toEqual([{ username: 'finance01', status: 'disabled' }]);
    await t.db
      .updateTable('staff')
      .set({ status: 'active' })
      .where('username', '=', 'finance01')
      .execute();
  });

  it('seeds no staff at all in production', async () => {
    const database = await createTestDatabase();
    const config = testConfig(database, {
      NODE_ENV: 'production',
      HOUSE_PROVIDER_SECRET: 'test-house-provider-secret-0123456789abcdef',
    });
    const db = createDatabase(config);
    try {
      await database.exclusive(() => migrateToLatest(db));
      await seedDemo(db, config);
      expect(await db.selectFrom('staff').select('id').execute()).toEqual([]);
      // The demo members are still there: only the published operator passwords are kept out.
      expect(await db.selectFrom('members').select('id').execute()).not.toHaveLength(0);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
