import zlib from 'node:zlib';

/**
 * A square PNG with a diagonal two-colour gradient and a lighter disc: the lite app's home-screen
 * icon. iOS web clips need PNG data, and generating it keeps the profile free of binary assets.
 */
export function gradientIconPng(
  size: number,
  from: [number, number, number],
  to: [number, number, number],
): Buffer {
  const rowLength = size * 3 + 1;
  const pixels = Buffer.alloc(rowLength * size);
  const centre = size / 2;
  for (let y = 0; y < size; y += 1) {
    pixels[y * rowLength] = 0; // filter type: none
    for (let x = 0; x < size; x += 1) {
      const t = (x + y) / (2 * (size - 1));
      const inDisc = Math.hypot(x - centre, y - centre) < size * 0.28;
      for (let c = 0; c < 3; c += 1) {
        const base = from[c]! + (to[c]! - from[c]!) * t;
        pixels[y * rowLength + 1 + x * 3 + c] = Math.round(
          inDisc ? base + (255 - base) * 0.75 : base,
        );
      }
    }
  }
  return encodeRgbPng(size, size, pixels);
}

/**
 * A PNG from raw RGB rows, each row led by its filter-type byte (0: none), as built above:
 * `height` rows of `1 + width * 3` bytes.
 */
export function encodeRgbPng(width: number, height: number, pixels: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, RGB, default compression, filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
}
