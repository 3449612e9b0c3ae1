import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  randomCaptchaAnswer,
  renderCaptchaPng,
} from './captcha-image.js';

/** Width, height and RGB rows (filter byte first) of a PNG made by encodeRgbPng. */
function decode(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    expect(crc).toBe(zlib.crc32(png.subarray(offset + 4, offset + 8 + length)));
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
    }
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  return { width, height, pixels: zlib.inflateSync(Buffer.concat(data)) };
}

/** Pixels dark enough to be ink rather than background. */
function inkCount(png: Buffer): number {
  const { width, height, pixels } = decode(png);
  let ink = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * (width * 3 + 1) + 1 + x * 3;
      if (pixels[i]! + pixels[i + 1]! + pixels[i + 2]! < 3 * 150) ink++;
    }
  }
  return ink;
}

describe('captcha image', () => {
  it('draws a valid PNG of the captcha size', () => {
    const { width, height, pixels } = decode(renderCaptchaPng('2580'));
    expect([width, height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    expect(pixels.length).toBe(height * (width * 3 + 1));
  });

  it('inks the four digits over a light background', () => {
    // 4 glyphs of at least 9 cells of 3 x 4 pixels each, plus noise; far below a full image.
    const ink = inkCount(renderCaptchaPng('1111'));
    expect(ink).toBeGreaterThan(4 * 9 * 12);
    expect(ink).toBeLessThan((CAPTCHA_WIDTH * CAPTCHA_HEIGHT) / 2);
    expect(inkCount(renderCaptchaPng('8888'))).toBeGreaterThan(ink);
  });

  it('never draws the same answer twice alike', () => {
    expect(renderCaptchaPng('4096').equals(renderCaptchaPng('4096'))).toBe(false);
  });

  it('refuses text it has no glyph for', () => {
    expect(() => renderCaptchaPng('12a4')).toThrow(RangeError);
  });

  it('makes answers of four digits', () => {
    for (let i = 0; i < 20; i++) expect(randomCaptchaAnswer()).toMatch(/^\d{4}$/);
  });
});
