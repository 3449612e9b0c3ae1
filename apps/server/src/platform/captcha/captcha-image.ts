import { randomBytes, randomInt } from 'node:crypto';
import { encodeRgbPng } from '../../lib/png-icon.js';

/** 5 x 7 bitmap digits, one string per row, '#' for ink. */
const GLYPHS: Record<string, readonly string[]> = {
  '0': [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  '1': ['  #  ', ' ##  ', '  #  ', '  #  ', '  #  ', '  #  ', ' ### '],
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#### ', '    #', '    #', ' ### ', '    #', '    #', '#### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
};

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
const CELL_X = 3;
const CELL_Y = 4;
const SLOT = 26;

type Rgb = [number, number, number];

/** A random answer of `length` digits. */
export function randomCaptchaAnswer(length = 4): string {
  return Array.from({ length }, () => String(randomInt(0, 10))).join('');
}

/**
 * Draws `text` (digits) as a small PNG that people read easily and simple OCR does not: every
 * digit gets its own colour, offset and slant, over a speckled background crossed by lines.
 */
export function renderCaptchaPng(text: string): Buffer {
  const width = CAPTCHA_WIDTH;
  const height = CAPTCHA_HEIGHT;
  const rowLength = width * 3 + 1;
  const pixels = Buffer.alloc(rowLength * height);
  const speckle = randomBytes(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const shade = 224 + (speckle[y * width + x]! % 28);
      const offset = y * rowLength + 1 + x * 3;
      pixels[offset] = shade;
      pixels[offset + 1] = shade - randomInt(0, 12);
      pixels[offset + 2] = shade;
    }
  }
  const plot = (x: number, y: number, colour: Rgb) => {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= width || py >= height) return;
    pixels.set(colour, py * rowLength + 1 + px * 3);
  };
  const line = (colour: Rgb) => {
    const x0 = randomInt(0, width / 4);
    const x1 = randomInt((width * 3) / 4, width);
    const y0 = randomInt(0, height);
    const y1 = randomInt(0, height);
    for (let step = 0; step <= x1 - x0; step += 1) {
      plot(x0 + step, y0 + ((y1 - y0) * step) / (x1 - x0), colour);
    }
  };
  const darkColour = (): Rgb => [randomInt(10, 110), randomInt(10, 110), randomInt(40, 140)];

  for (let i = 0; i < 2; i += 1)
    line([randomInt(120, 190), randomInt(120, 190), randomInt(120, 190)]);
  [...text].forEach((digit, index) => {
    const glyph = GLYPHS[digit];
    if (!glyph) throw new RangeError(`No glyph for ${JSON.stringify(digit)}`);
    const colour = darkColour();
    const left = 8 + index * SLOT + randomInt(-3, 4);
    const top = randomInt(2, height - glyph.length * CELL_Y - 1);
    // A slant of up to about 15 degrees either way.
    const slant = randomInt(-25, 26) / 100;
    glyph.forEach((row, gy) => {
      [...row].forEach((cell, gx) => {
        if (cell !== '#') return;
        for (let dy = 0; dy < CELL_Y; dy += 1) {
          const y = top + gy * CELL_Y + dy;
          const shift = (y - top - (glyph.length * CELL_Y) / 2) * -slant;
          for (let dx = 0; dx < CELL_X; dx += 1) plot(left + gx * CELL_X + dx + shift, y, colour);
        }
      });
    });
  });
  for (let i = 0; i < 2; i += 1) line(darkColour());
  for (let i = 0; i < 90; i += 1) {
    plot(randomInt(0, width), randomInt(0, height), darkColour());
  }
  for (let y = 0; y < height; y += 1) pixels[y * rowLength] = 0; // filter type: none
  return encodeRgbPng(width, height, pixels);
}
