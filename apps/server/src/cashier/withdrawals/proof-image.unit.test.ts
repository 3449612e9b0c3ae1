import { describe, expect, it } from 'vitest';
import { PROOF_IMAGE_MAX_BYTES } from '@portal/shared/schemas/withdrawal';
import { sniffImageType } from '../../lib/image-upload.js';
import { parseProofImage } from './proof-image.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([1, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

function reasonOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    expect(error).toMatchObject({ code: 'INVALID_IMAGE' });
    return (error as { details?: { reason: string }[] }).details?.[0]?.reason;
  }
  return undefined;
}

describe('proof images', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(WEBP)).toBe('image/webp');
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
  });

  it('accepts a data URL whose bytes match its declared type', () => {
    expect(parseProofImage(dataUrl('image/png', PNG))).toEqual({
      mimeType: 'image/png',
      data: PNG.toString('base64'),
      sizeBytes: PNG.length,
    });
    expect(parseProofImage(dataUrl('image/jpg', JPEG)).mimeType).toBe('image/jpeg');
    expect(parseProofImage(dataUrl('image/webp', WEBP)).mimeType).toBe('image/webp');
  });

  it('refuses what is not an image, a disguised file, a mismatch or more than 2 MB', () => {
    expect(reasonOf(() => parseProofImage('hello'))).toBe('not_a_data_url');
    expect(reasonOf(() => parseProofImage('data:image/png;base64,'))).toBe('empty');
    expect(reasonOf(() => parseProofImage(dataUrl('image/png', Buffer.from('<svg/>'))))).toBe(
      'not_an_image',
    );
    expect(reasonOf(() => parseProofImage(dataUrl('image/png', JPEG)))).toBe('type_mismatch');
    const big = Buffer.concat([PNG, Buffer.alloc(PROOF_IMAGE_MAX_BYTES)]);
    expect(reasonOf(() => parseProofImage(dataUrl('image/png', big)))).toBe('too_large');
    const justFits = Buffer.concat([PNG, Buffer.alloc(PROOF_IMAGE_MAX_BYTES - PNG.length)]);
    expect(parseProofImage(dataUrl('image/png', justFits)).sizeBytes).toBe(PROOF_IMAGE_MAX_BYTES);
  });
});
