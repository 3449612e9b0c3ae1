import { beforeAll, describe, expect, it } from 'vitest';
import { contentImageValueSchema } from '@portal/shared/schemas/content-operator/images';
import { expectError, expectValue } from '../../../test/assertions.js';
import { auditLines, dataUrlOf, operatorCall, uniquePng } from '../../../test/content.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';

const t = useTestApp({ seed: false });

let editor: { headers: Record<string, string> };
let viewer: { headers: Record<string, string> };

beforeAll(async () => {
  [editor, viewer] = await Promise.all([staffWithToken(t, 'content'), staffWithToken(t, 'viewer')]);
});

const upload = (dataUrl: string, headers = editor.headers) =>
  operatorCall(t, 'POST', '/wps/operator/content/images', headers, { dataUrl });

describe('POST /wps/operator/content/images', () => {
  it('stores an image once under the hash of its bytes and serves it under the assets base', async () => {
    const bytes = uniquePng();
    const first = expectValue(await upload(dataUrlOf('image/png', bytes)), contentImageValueSchema);
    expect(first.path).toMatch(/^uploads\/[0-9a-f]{64}\.png$/);
    expect(first).toMatchObject({
      url: `/assets-cdn/${first.path}`,
      mimeType: 'image/png',
      sizeBytes: bytes.length,
    });
    const again = expectValue(await upload(dataUrlOf('image/png', bytes)), contentImageValueSchema);
    expect(again.path).toBe(first.path);
    const rows = await t.db.selectFrom('content_images').select('id').execute();
    expect(rows).toHaveLength(1);

    const served = await t.app.inject({ url: first.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(bytes)).toBe(true);

    const lines = await auditLines(
      t,
      'content.image_upload',
      `content_image:${first.path.slice(8, 72)}`,
    );
    expect(lines.map((line) => line.details.new)).toEqual([false, true]);
  });

  it('judges an image by its bytes: a script labelled PNG or a PNG labelled JPEG is refused', async () => {
    const script = dataUrlOf('image/png', Buffer.from('<script>alert(1)</script>'));
    expectError(await upload(script), 400, 'INVALID_IMAGE');
    expectError(await upload(dataUrlOf('image/jpeg', uniquePng())), 400, 'INVALID_IMAGE');
    expectError(
      await upload(dataUrlOf('image/svg+xml', Buffer.from('<svg/>'))),
      400,
      'INVALID_IMAGE',
    );
    expectError(await upload('not a data url'), 400, 'INVALID_IMAGE');
    const large = dataUrlOf(
      'image/png',
      Buffer.concat([uniquePng(), Buffer.alloc(2 * 1024 * 1024)]),
    );
    expectError(await upload(large), 400, 'VALIDATION_FAILED');
  });

  it('is refused without a token and to a role that only reads content', async () => {
    const dataUrl = dataUrlOf('image/png', uniquePng());
    expectError(await upload(dataUrl, {}), 401, 'STAFF_NOT_LOGGED_IN');
    expectError(await upload(dataUrl, viewer.headers), 403, 'STAFF_FORBIDDEN');
  });

  it('lets a marketer upload the images of promotion pages (engagement.manage)', async () => {
    const marketer = await staffWithToken(t, 'marketing');
    const image = expectValue(
      await upload(dataUrlOf('image/png', uniquePng()), marketer.headers),
      contentImageValueSchema,
    );
    expect(image.path).toMatch(/^uploads\/[0-9a-f]{64}\.png$/);
    const finance = await staffWithToken(t, 'finance');
    expectError(
      await upload(dataUrlOf('image/png', uniquePng()), finance.headers),
      403,
      'STAFF_FORBIDDEN',
    );
  });
});

describe('GET <assets base>/uploads/:name', () => {
  it('answers 404 for an image never uploaded or asked under another type', async () => {
    const stored = expectValue(
      await upload(dataUrlOf('image/png', uniquePng())),
      contentImageValueSchema,
    );
    expectError(
      await t.app.inject({ url: `/assets-cdn/uploads/${'b'.repeat(64)}.png` }),
      404,
      'NOT_FOUND',
    );
    expectError(await t.app.inject({ url: stored.url.replace('.png', '.webp') }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ url: '/assets-cdn/uploads/..%2F..%2Fetc' }), 404, 'NOT_FOUND');
  });
});
