import { describe, expect, it } from 'vitest';
import { RECEIPT_MAX_BYTES } from '@portal/shared/schemas/deposit';
import { parseReceiptImage } from '../cashier/deposits/receipt-image.js';
import { AppError } from './app-error.js';
import { parseUploadDataUrl, sniffImageType } from './image-upload.js';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 1, 2, 3]);
const webp = Buffer.concat([Buffer.from('RIFF\x10\0\0\0WEBPVP8 ', 'latin1'), Buffer.alloc(8)]);
const url = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

function reasonOf(dataUrl: string): string | undefined {
  try {
    parseReceiptImage(dataUrl);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('INVALID_IMAGE');
    return (error as AppError).details?.[0]?.reason;
  }
}

describe('sniffImageType', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImageType(png)).toBe('image/png');
    expect(sniffImageType(jpeg)).toBe('image/jpeg');
    expect(sniffImageType(webp)).toBe('image/webp');
  });

  it('knows nothing else, nor a truncated signature', () => {
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WAVE', 'latin1'))).toBeNull();
    expect(sniffImageType(png.subarray(0, 4))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('parseImageDataUrl (as the deposit receipt uses it)', () => {
  it('decodes an image whose bytes match its declared type', () => {
    expect(parseReceiptImage(url('image/png', png))).toEqual({
      contentType: 'image/png',
      data: png,
    });
    expect(parseReceiptImage(url('image/webp', webp)).contentType).toBe('image/webp');
    expect(parseReceiptImage(url('image/jpg', jpeg)).contentType).toBe('image/jpeg');
  });

  it('says why it refuses the rest', () => {
    expect(reasonOf('not a data url')).toBe('not_a_data_url');
    expect(reasonOf('data:image/png,rawtext')).toBe('not_a_data_url');
    expect(reasonOf('data:image/png;base64,abc')).toBe('not_a_data_url');
    expect(reasonOf(url('image/gif', png))).toBe('unsupported_type');
    expect(reasonOf(url('image/svg', png))).toBe('unsupported_type');
    expect(reasonOf('data:image/png;base64,')).toBe('empty');
    expect(reasonOf(url('image/png', Buffer.from('<html></html>')))).toBe('not_an_image');
    expect(reasonOf(url('image/png', jpeg))).toBe('type_mismatch');
  });

  it('takes exactly 2 MB and not a byte more', () => {
    const largest = Buffer.concat([png, Buffer.alloc(RECEIPT_MAX_BYTES - png.length)]);
    expect(parseReceiptImage(url('image/png', largest)).data.length).toBe(RECEIPT_MAX_BYTES);
    expect(reasonOf(url('image/png', Buffer.concat([largest, Buffer.alloc(1)])))).toBe('too_large');
  });
});

describe('parseUploadDataUrl with documents allowed', () => {
  const pdf = Buffer.from('%PDF-1.7\n%%EOF\n', 'latin1');
  const rules = {
    path: 'file',
    maxBytes: 64,
    types: ['image/png', 'application/pdf'] as const,
    code: 'KYC_FILE_INVALID' as const,
  };
  const refusal = (dataUrl: string) => {
    try {
      parseUploadDataUrl(dataUrl, rules);
      return undefined;
    } catch (error) {
      expect((error as AppError).code).toBe('KYC_FILE_INVALID');
      return (error as AppError).details?.[0]?.reason;
    }
  };

  it('takes a PDF by its header, and an allowed image', () => {
    expect(parseUploadDataUrl(url('application/pdf', pdf), rules)).toEqual({
      contentType: 'application/pdf',
      data: pdf,
    });
    expect(parseUploadDataUrl(url('image/png', png), rules).contentType).toBe('image/png');
  });

  it('refuses a type not allowed, a label the bytes deny, and a file over the size', () => {
    expect(refusal(url('image/jpeg', jpeg))).toBe('unsupported_type');
    expect(refusal(url('application/pdf', png))).toBe('type_mismatch');
    expect(refusal(url('image/png', Buffer.from('%PDF-1.7')))).toBe('type_mismatch');
    expect(refusal(url('application/pdf', Buffer.concat([pdf, Buffer.alloc(64)])))).toBe(
      'too_large',
    );
  });
});
