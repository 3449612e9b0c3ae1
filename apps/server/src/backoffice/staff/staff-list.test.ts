import { describe, expect, it } from 'vitest';
import { staffListValueSchema } from '@portal/shared/schemas/operator';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import { createStaff, staffWithToken } from '../../../test/staff.js';

const t = useTestApp();

const list = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/wps/operator/staff?${query}`, headers });

describe('the staff list', () => {
  it('pages, sorts and filters by role, status and name, with the factor state', async () => {
    const admin = await staffWithToken(t, 'admin');
    const tag = `zq${Date.now().toString(36)}`;
    await createStaff(t, { role: 'risk', username: `${tag}a`, displayName: 'Ann' });
    await createStaff(t, { role: 'risk', username: `${tag}b`, status: 'disabled' });
    await createStaff(t, { role: 'cs', username: `${tag}c`, enrolled: false });

    const first = expectValue(
      await list(`q=${tag}&sort=-username&pageSize=2`, admin.headers),
      staffListValueSchema,
    );
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(first.list.map((s) => s.username)).toEqual([`${tag}c`, `${tag}b`]);
    expect(first.list[0]!.factorEnrolledAt).toBeNull();
    expect(first.list[1]!.factorEnrolledAt).not.toBeNull();
    const second = expectValue(
      await list(`q=${tag}&sort=-username&pageSize=2&page=2`, admin.headers),
      staffListValueSchema,
    );
    expect(second.list.map((s) => s.username)).toEqual([`${tag}a`]);

    const risk = expectValue(
      await list(`q=${tag}&role=risk&status=active`, admin.headers),
      staffListValueSchema,
    );
    expect(risk.list.map((s) => s.username)).toEqual([`${tag}a`]);
    // The display name matches too, in any case.
    const byName = expectValue(await list(`q=ANN&role=risk`, admin.headers), staffListValueSchema);
    expect(byName.list.map((s) => s.username)).toContain(`${tag}a`);
  });

  it('streams the whole filtered list as CSV', async () => {
    const admin = await staffWithToken(t, 'admin');
    const tag = `cv${Date.now().toString(36)}`;
    await createStaff(t, { role: 'content', username: `${tag}x`, displayName: '=HACK()' });
    const response = await list(`q=${tag}&format=csv&pageSize=1`, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="staff-/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,username,displayName,role,status,lastLoginAt,lastLoginIp,factorEnrolledAt,createdAt',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${tag}x,'=HACK(),content,active`);
  });

  it('is for staff.manage only, and validates the query', async () => {
    expectError(await list(''), 401, 'STAFF_NOT_LOGGED_IN');
    const finance = await staffWithToken(t, 'finance');
    expectError(await list('', finance.headers), 403, 'STAFF_FORBIDDEN');
    const admin = await staffWithToken(t, 'admin');
    for (const query of ['pageSize=101', 'sort=password', 'role=owner', 'who=me']) {
      expectError(await list(query, admin.headers), 400, 'VALIDATION_FAILED');
    }
  });
});
