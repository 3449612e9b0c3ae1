import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { contentImageValueSchema } from '@portal/shared/schemas/content-operator/images';
import { expectValue } from './assertions.js';
import type { TestApp } from './helper.js';

/** A real PNG with random trailing bytes, so each upload is a new image. */
export function uniquePng(): Buffer {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([png, randomBytes(16)]);
}

export const dataUrlOf = (type: string, bytes: Buffer) =>
  `data:${type};base64,${bytes.toString('base64')}`;

/** Uploads an image through the console's call and returns its stored path. */
export async function uploadImage(
  t: TestApp,
  headers: Record<string, string>,
  bytes: Buffer = uniquePng(),
): Promise<{ path: string; url: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/wps/operator/content/images',
    headers,
    payload: { dataUrl: dataUrlOf('image/png', bytes) },
  });
  return expectValue(response, contentImageValueSchema);
}

/** An operator call with a JSON body (or none). */
export function operatorCall(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The audit lines of an action on a target, newest first. */
export async function auditLines(t: TestApp, action: string, target?: string) {
  let query = t.db
    .selectFrom('staff_audit_log')
    .select(['staff_id', 'action', 'target', 'details', 'ip'])
    .where('action', '=', action);
  if (target !== undefined) query = query.where('target', '=', target);
  const rows = await query.orderBy('id', 'desc').execute();
  return rows.map((row) => ({
    ...row,
    details: JSON.parse(row.details) as Record<string, unknown>,
  }));
}

/** The content version the public answers are kept under (decision 022). */
export const contentVersion = async (t: TestApp): Promise<number> =>
  Number(await t.app.services.contentVersions.current());
