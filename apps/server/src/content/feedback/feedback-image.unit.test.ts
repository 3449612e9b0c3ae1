import { describe, expect, it } from 'vitest';
import { FEEDBACK_IMAGE_MAX_BYTES } from '@portal/shared/schemas/feedback';
import { AppError } from '../../lib/app-error.js';
import { parseFeedbackImage } from './feedback-image.js';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 1, 2, 3]);
const webp = Buffer.concat([Buffer.from('RIFF\x10\0\0\0WEBPVP8 ', 'latin1'), Buffer.alloc(8)]);
const url = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

function refusal(dataUrl: string): { path?: string; reason?: string } {
  try {
    parseFeedbackImage(dataUrl, 'images.1');
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('FEEDBACK_IMAGE_INVALID');
    return (error as AppError).details?.[0] ?? {};
  }
  throw new Error('accepted');
}

describe('feedback images', () => {
  it('keeps a PNG or JPEG as base64 with its type and size', () => {
    expect(parseFeedbackImage(url('image/png', png), 'images.0')).toEqual({
      mimeType: 'image/png',
      data: png.toString('base64'),
      sizeBytes: png.length,
    });
    expect(parseFeedbackImage(url('image/jpg', jpeg), 'images.0').mimeType).toBe('image/jpeg');
  });

  it('refuses WebP, other files and labels the bytes contradict, naming the image', () => {
    expect(refusal(url('image/webp', webp))).toEqual({
      path: 'images.1',
      reason: 'unsupported_type',
    });
    expect(refusal(url('image/png', Buffer.from('<script>alert(1)</script>')))).toMatchObject({
      reason: 'not_an_image',
    });
    expect(refusal(url('image/png', jpeg)).reason).toBe('type_mismatch');
    expect(refusal(url('image/gif', Buffer.from('GIF89a'))).reason).toBe('unsupported_type');
    expect(refusal('not a data url').reason).toBe('not_a_data_url');
  });

  it('refuses an image over 5 MB', () => {
    const big = Buffer.concat([png, Buffer.alloc(FEEDBACK_IMAGE_MAX_BYTES)]);
    expect(refusal(url('image/png', big)).reason).toBe('too_large');
    const largest = Buffer.concat([png, Buffer.alloc(FEEDBACK_IMAGE_MAX_BYTES - png.length)]);
    expect(parseFeedbackImage(url('image/png', largest), 'images.0').sizeBytes).toBe(
      FEEDBACK_IMAGE_MAX_BYTES,
    );
  });
});
