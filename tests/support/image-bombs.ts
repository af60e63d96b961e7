import { crc32, deflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { ADAM7 } from '#functions/core/home/raster-image.js';

// The three pictures of issue 39 that stalled the portal, made small and exact: each is a valid
// file that passes the upload's type and byte checks (under 400 kB) and asks the decoder or the
// resizer for far more work than its size suggests (ADR 0075).

function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const body = Buffer.concat([head.subarray(4), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([head.subarray(0, 4), body, crc]);
}

/**
 * A PNG of `width` by `height` 1-bit grey pixels, all black: rows of zeros deflate a thousand to
 * one. Interlaced (Adam7) if asked; `rawBytes`, what its data inflates to, can be made larger than
 * the size needs (a zip bomb).
 */
export function blackPng(
  width: number,
  height: number,
  { interlaced = false, rawBytes }: { interlaced?: boolean; rawBytes?: number } = {},
): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, interlaced ? 1 : 0], 8); // bit depth 1, grey, deflate, adaptive filters
  const rows = (w: number, h: number) => (w > 0 && h > 0 ? h * (1 + Math.ceil(w / 8)) : 0);
  const needed = interlaced
    ? ADAM7.reduce(
        (sum, [x0 = 0, y0 = 0, dx = 1, dy = 1]) =>
          sum + rows(Math.ceil(Math.max(0, width - x0) / dx), Math.ceil(Math.max(0, height - y0) / dy)),
        0,
      )
    : rows(width, height);
  const raw = Buffer.alloc(rawBytes ?? needed);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

/** Finding 1a: 1 by 9,000,000 pixels in about 18 kB (17 s and 800 MB as a logo before). */
export const tallPng = () => blackPng(1, 9_000_000);

/** Finding 1b: 4 by 200 pixels, a strip that 'fill' scaled to 512 by 25,600 (6.7 s and 526 MB as an icon image). */
export function stripPng(): Buffer {
  const png = new PNG({ width: 4, height: 200 });
  for (let i = 0; i < 4 * 200; i++) png.data.set([30, 90, 200, 255], i * 4);
  return PNG.sync.write(png);
}

/** Bits written most significant first, a 0xFF byte followed by a stuffed 0x00, the last byte padded with ones. */
function entropyBytes(bits: string): Buffer {
  const padded = bits.padEnd(Math.ceil(bits.length / 8) * 8, '1');
  const out: number[] = [];
  for (let i = 0; i < padded.length; i += 8) {
    const byte = parseInt(padded.slice(i, i + 8), 2);
    out.push(byte);
    if (byte === 0xff) out.push(0x00);
  }
  return Buffer.from(out);
}

const segment = (marker: number, body: number[]) =>
  Buffer.from([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body]);

/**
 * Finding 1c: a progressive grey JPEG of 3000 by 3000 pixels (140,625 blocks) whose DC scan is
 * followed by `acScans` AC-only scans (15,000 fit in 400 kB), each one end-of-band run over every block in ten bytes:
 * every scan is a pass over all the blocks (jpeg-js took 26.5 s over 16,376 of them).
 */
export function scanFloodJpeg(acScans = 15_000, side = 3000): Buffer {
  const blocks = Math.ceil(side / 8) ** 2;
  // One Huffman code each, '0': DC difference 0 (category 0); AC EOB14 (0xE0, a run of 2^14 plus 14 bits).
  const oneCode = (symbol: number) => [1, ...Array<number>(15).fill(0), symbol];
  // Each EOB14 with all 14 bits set ends 32,767 blocks' bands.
  const runs = Math.ceil(blocks / 32_767);
  const sos = (spectralStart: number, spectralEnd: number) =>
    segment(0xda, [1, 1, 0x00, spectralStart, spectralEnd, 0x00]);
  const acScan = Buffer.concat([sos(1, 63), entropyBytes(`0${'1'.repeat(14)}`.repeat(runs))]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xdb, [0x00, ...Array<number>(64).fill(1)]),
    segment(0xc2, [8, side >> 8, side & 0xff, side >> 8, side & 0xff, 1, 1, 0x11, 0]),
    segment(0xc4, [0x00, ...oneCode(0x00)]),
    segment(0xc4, [0x10, ...oneCode(0xe0)]),
    sos(0, 0),
    entropyBytes('0'.repeat(blocks)),
    ...Array<Buffer>(acScans).fill(acScan),
    Buffer.from([0xff, 0xd9]),
  ]);
}
