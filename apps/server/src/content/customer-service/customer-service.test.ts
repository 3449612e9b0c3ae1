import { describe, expect, it } from 'vitest';
import { customerServiceLinkValueSchema } from '@portal/shared/schemas/customer-service';
import { expectError, expectValue } from '../../../test/assertions.js';
import { createCustomerService } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helper.js';

const t = useTestApp();

describe('GET /wps/system/customerService/:id/link', () => {
  it('issues the protected chat address of a type 3 entry', async () => {
    const entry = await createCustomerService(t.db, { csType: 3 });
    const value = expectValue(
      await t.app.inject({ url: `/wps/system/customerService/${entry.id}/link` }),
      customerServiceLinkValueSchema,
    );
    expect(value).toEqual({ url: entry.path });
  });

  it('issues the seeded secure chat listed in the permission info', async () => {
    const row = await t.db
      .selectFrom('customer_services')
      .select(['id', 'path'])
      .where('cs_type', '=', 3)
      .executeTakeFirstOrThrow();
    const value = expectValue(
      await t.app.inject({ url: `/wps/system/customerService/${row.id}/link` }),
      customerServiceLinkValueSchema,
    );
    expect(value.url).toBe(row.path);
  });

  it('answers 404 NOT_FOUND for an unknown or disabled entry', async () => {
    const disabled = await createCustomerService(t.db, { enabled: false });
    expectError(
      await t.app.inject({ url: '/wps/system/customerService/999999/link' }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await t.app.inject({ url: `/wps/system/customerService/${disabled.id}/link` }),
      404,
      'NOT_FOUND',
    );
  });

  it.each(['abc', '0', '-1', '1.5'])('answers 400 VALIDATION_FAILED for the id %s', async (id) => {
    const body = expectError(
      await t.app.inject({ url: `/wps/system/customerService/${id}/link` }),
      400,
      'VALIDATION_FAILED',
    );
    expect(body.details?.[0]?.path).toBe('id');
  });
});
