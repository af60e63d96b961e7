// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the codec halves' module declarations are ambient; without this reference TypeScript 6 resolves the .js files first and reports them untyped (TS7016), though the .d.ts is in the project.
/// <reference path="./image-codecs.d.ts" />
import decodeJpeg from 'jpeg-js/lib/decoder.js';
import * as pngSync from 'pngjs/lib/png-sync.js';
import { inflateSync } from 'node:zlib';
import { LIMITS } from '#shared/constants.js';

// Just enough raster work for the co-ops' home-screen icons, in plain JavaScript (no native image
// library runs in our bundles): read a JPG or PNG, cut its blank margins, resample it, draw it on
// a tile and write a PNG. Pixels are 8-bit RGBA, row by row.

export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * The largest image read: each side at most LIMITS.imageSide (so at most 9 million pixels), and
 * a JPEG of at most LIMITS.imageJpegScans scans. Both are read from the bytes before any pixel
 * is: an 18 kB PNG can declare 1 by 9,000,000 pixels (17 s and 1.4 GB as a logo), a 400 kB JPEG
 * 16,000 progressive scans (each a pass over every block: 26 s in jpeg-js, which has no limit of
 * its own). Decoding a JPEG of the largest size takes some 300 MB of the function's 512. ADR 0075.
 */
export const MAX_IMAGE_SIDE = LIMITS.imageSide;
export const MAX_IMAGE_PIXELS = MAX_IMAGE_SIDE * MAX_IMAGE_SIDE;

/** Why an image is refused before it is decoded. */
export type ImageProblem = 'unreadable' | 'tooLarge' | 'tooManyScans';

interface PngHeader {
  width: number;
  height: number;
  /** Bytes the pixel data inflates to, filter bytes included (Adam7's seven passes when interlaced). */
  rawBytes: number;
  interlaced: boolean;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7's passes: first column, first row, column step, row step. */
export const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

const chunkType = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/**
 * A PNG's size from its one IHDR chunk, walking the chunks by their lengths as pngjs does (pngjs
 * takes a second IHDR as the size, so one is required), and its IDAT data; undefined when the
 * bytes are not laid out as a PNG.
 */
function readPng(bytes: Uint8Array): { header: PngHeader; idat: Uint8Array[] } | undefined {
  if (bytes.length < 33 || PNG_SIGNATURE.some((b, i) => bytes[i] !== b)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let header: PngHeader | undefined;
  const idat: Uint8Array[] = [];
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = view.getUint32(at);
    const type = chunkType(bytes, at + 4);
    const data = at + 8;
    if (data + length > bytes.length) return undefined;
    if (type === 'IHDR') {
      if (header || at !== 8 || length !== 13) return undefined;
      const width = view.getUint32(data);
      const height = view.getUint32(data + 4);
      const bits = view.getUint8(data + 8) * (PNG_CHANNELS[view.getUint8(data + 9)] ?? 0);
      if (bits === 0) return undefined;
      const rowBytes = (w: number) => 1 + Math.ceil((w * bits) / 8);
      const interlaced = bytes[data + 12] === 1;
      const rawBytes = interlaced
        ? ADAM7.reduce((sum, [x0, y0, dx, dy]) => {
            const w = Math.ceil(Math.max(0, width - x0) / dx);
            const h = Math.ceil(Math.max(0, height - y0) / dy);
            return sum + (w > 0 && h > 0 ? h * rowBytes(w) : 0);
          }, 0)
        : height * rowBytes(width);
      header = { width, height, rawBytes, interlaced };
    } else if (!header) return undefined;
    if (type === 'IDAT') idat.push(bytes.subarray(data, data + length));
    if (type === 'IEND') break;
    at = data + length + 4;
  }
  return header && { header, idat };
}

/**
 * A JPEG's size from its first frame header (SOF), found by walking the marker segments before it
 * by their lengths, and its number of scans. A scan is counted at every FF DA in
 * the file, wherever it lies: entropy-coded data never holds FF followed by anything but 00 or a
 * restart marker, so jpeg-js can read no scan that is not counted (it reads a frame header by its
 * fields, not its length, so a walk by lengths could step over scans it decodes). Metadata may
 * hold a few FF DA by chance (a thumbnail, say): counted too, far below the limit.
 */
function readJpeg(bytes: Uint8Array): { width: number; height: number; scans: number } | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let scans = 0;
  for (let i = bytes.indexOf(0xff, 2); i >= 0 && i + 1 < bytes.length; i = bytes.indexOf(0xff, i + 1))
    if (bytes[i + 1] === 0xda) scans++;
  let at = 2;
  while (at + 4 <= bytes.length) {
    // Bytes between segments or fill bytes: step to the next marker.
    if (bytes[at] !== 0xff || bytes[at + 1] === 0xff) {
      at++;
      continue;
    }
    const marker = view.getUint8(at + 1);
    if (marker === 0xd9) return undefined;
    if (marker === 0x00 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = view.getUint16(at + 2);
    // SOF0 to SOF15, less DHT (C4), JPG (C8) and DAC (CC): precision, height, width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > bytes.length) return undefined;
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7), scans };
    }
    if (marker === 0xda) return undefined; // a scan before any frame header
    at += 2 + length;
  }
  return undefined;
}

/**
 * Why the image would not be decoded, read from its header only (no pixel is): not laid out as
 * the format, more than MAX_IMAGE_SIDE on a side, or a JPEG of more than LIMITS.imageJpegScans
 * scans. Undefined when it may be decoded.
 */
export function imageProblem(bytes: Uint8Array, format: 'png' | 'jpg'): ImageProblem | undefined {
  const header = format === 'png' ? readPng(bytes)?.header : readJpeg(bytes);
  if (!header || header.width < 1 || header.height < 1) return 'unreadable';
  if (
    header.width > MAX_IMAGE_SIDE ||
    header.height > MAX_IMAGE_SIDE ||
    header.width * header.height > MAX_IMAGE_PIXELS
  )
    return 'tooLarge';
  if ('scans' in header && header.scans > LIMITS.imageJpegScans) return 'tooManyScans';
  return undefined;
}

/**
 * The two decoders, the only code that turns bytes into pixels. An object so a test can watch
 * that an image the limits refuse never reaches them.
 */
export const decoders = {
  png(bytes: Uint8Array): Rgba {
    const png = pngSync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return {
      width: png.width,
      height: png.height,
      data: new Uint8Array(png.data.buffer, png.data.byteOffset, png.data.byteLength),
    };
  },
  jpg(bytes: Uint8Array): Rgba {
    const image = decodeJpeg(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: MAX_IMAGE_PIXELS / 1e6,
      maxMemoryUsageInMB: 256,
    });
    return { width: image.width, height: image.height, data: image.data };
  },
};

/**
 * The image's pixels, or undefined when the bytes are not a readable image within the limits
 * (imageProblem, checked first: no decoder sees an image it refuses).
 */
export function decodeImage(bytes: Uint8Array, format: 'png' | 'jpg'): Rgba | undefined {
  if (imageProblem(bytes, format)) return undefined;
  try {
    if (format === 'png') {
      const png = readPng(bytes);
      // pngjs bounds what it inflates by the header's size, except for an interlaced image: a
      // zip bomb there is stopped here at the size its header gives.
      if (png?.header.interlaced) inflateSync(Buffer.concat(png.idat), { maxOutputLength: png.header.rawBytes });
    }
    const image = decoders[format](bytes);
    // The sides again, of what was decoded: a second frame header past the one read above is
    // decoded before jpeg-js refuses two frames (its own pixel limit bounds that one's work).
    return image.width > 0 && image.height > 0 && image.width <= MAX_IMAGE_SIDE && image.height <= MAX_IMAGE_SIDE
      ? image
      : undefined;
  } catch {
    return undefined;
  }
}

export function encodePng(image: Rgba): Uint8Array {
  const data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  return new Uint8Array(pngSync.write({ width: image.width, height: image.height, data }, { colorType: 6 }));
}

/** Whether the image has see-through pixels (then its margin is what is clear, else what is near white). */
export function hasClearPixels(image: Rgba): boolean {
  for (let i = 3; i < image.data.length; i += 4) if (image.data[i]! < 16) return true;
  return false;
}

/** The image cut to the box around its ink (what is not its margin); the whole image when it has none. */
export function trimMargins(image: Rgba): Rgba {
  const { width, height, data } = image;
  const clearMargin = hasClearPixels(image);
  const isInk = (i: number) =>
    data[i + 3]! >= 16 && (clearMargin || !(data[i]! > 244 && data[i + 1]! > 244 && data[i + 2]! > 244));
  let top = height;
  let bottom = -1;
  let left = width;
  let right = -1;
  for (let y = 0; y < height; y++) {
    // Each row from both ends, stopping at its first ink: a picture's middle is never read twice.
    const row = y * width;
    let first = 0;
    while (first < width && !isInk((row + first) * 4)) first++;
    if (first === width) continue;
    let last = width - 1;
    while (last > first && !isInk((row + last) * 4)) last--;
    if (top === height) top = y;
    bottom = y;
    left = Math.min(left, first);
    right = Math.max(right, last);
  }
  const w = right - left + 1;
  const h = bottom - top + 1;
  // No ink, or no margin: the image itself, not a copy of its millions of pixels.
  if (bottom < 0 || (w === width && h === height)) return image;
  const out = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++)
    out.set(data.subarray(((top + y) * width + left) * 4, ((top + y) * width + left + w) * 4), y * w * 4);
  return { width: w, height: h, data: out };
}

/**
 * For each output position along one axis, the source positions it reads and their weights: a
 * triangle filter widened by the scale when shrinking, so every source pixel counts (no aliasing),
 * and plain linear interpolation when growing.
 */
function axisWeights(from: number, to: number): { start: number; weights: Float64Array }[] {
  const scale = to / from;
  const support = scale < 1 ? 1 / scale : 1;
  return Array.from({ length: to }, (_, i) => {
    const centre = (i + 0.5) / scale;
    const start = Math.max(0, Math.floor(centre - support));
    const end = Math.min(from - 1, Math.ceil(centre + support));
    const weights = new Float64Array(end - start + 1);
    let sum = 0;
    for (let j = start; j <= end; j++) {
      const w = Math.max(0, 1 - Math.abs(j + 0.5 - centre) / support);
      weights[j - start] = w;
      sum += w;
    }
    if (sum === 0) weights[Math.min(weights.length - 1, Math.max(0, Math.round(centre - 0.5) - start))] = sum = 1;
    for (let k = 0; k < weights.length; k++) weights[k]! /= sum;
    return { start, weights };
  });
}

/**
 * The longest side resize makes (the icons ask for at most 1,024: twice the largest place). Its
 * work and memory grow with the source's height times the new width (a first pass across) plus
 * the new size (a second pass down), so a size out of all proportion (an icon image 4 pixels
 * wide scaled to fill a 512 px tile was 512 by 25,600) is refused rather than computed.
 */
export const MAX_RESIZE_SIDE = 2048;

/** The image at a new size, resampled with alpha premultiplied (so clear pixels leave no dark fringe). Returns premultiplied RGBA as floats 0..255. */
export function resize(image: Rgba, width: number, height: number): Float32Array {
  if (width > MAX_RESIZE_SIDE || height > MAX_RESIZE_SIDE)
    throw new RangeError(`resize to ${width} x ${height}: at most ${MAX_RESIZE_SIDE} a side`);
  const { width: sw, height: sh, data } = image;
  const across = axisWeights(sw, width);
  const down = axisWeights(sh, height);
  // Single precision: values of 0 to 255 need no more, and the first pass of a large picture
  // holds tens of megabytes.
  const rows = new Float32Array(sh * width * 4);
  for (let y = 0; y < sh; y++) {
    for (let x = 0; x < width; x++) {
      const { start, weights } = across[x]!;
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let k = 0; k < weights.length; k++) {
        const i = (y * sw + start + k) * 4;
        const w = weights[k]! * (data[i + 3]! / 255);
        r += data[i]! * w;
        g += data[i + 1]! * w;
        b += data[i + 2]! * w;
        a += data[i + 3]! * weights[k]!;
      }
      rows.set([r, g, b, a], (y * width + x) * 4);
    }
  }
  const out = new Float32Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const { start, weights } = down[y]!;
    for (let x = 0; x < width; x++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let k = 0; k < weights.length; k++) {
        const i = ((start + k) * width + x) * 4;
        const w = weights[k]!;
        r += rows[i]! * w;
        g += rows[i + 1]! * w;
        b += rows[i + 2]! * w;
        a += rows[i + 3]! * w;
      }
      out.set([r, g, b, a], (y * width + x) * 4);
    }
  }
  return out;
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/** Premultiplied pixels (from `resize`) as a plain image again. */
export function unpremultiply(pixels: Float32Array, width: number, height: number): Rgba {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) {
    const a = pixels[i + 3]!;
    if (a <= 0) continue;
    for (let c = 0; c < 3; c++) data[i + c] = clamp((pixels[i + c]! * 255) / a);
    data[i + 3] = clamp(a);
  }
  return { width, height, data };
}

/**
 * Draws premultiplied pixels (from `resize`) over a canvas at (left, top), the canvas already
 * holding the tile: source-over, the tile's own alpha kept where it is opaque.
 */
export function drawOver(
  canvas: Rgba,
  pixels: Float32Array,
  width: number,
  height: number,
  left: number,
  top: number,
): void {
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const cx = left + x;
      const cy = top + y;
      if (cx < 0 || cy < 0 || cx >= canvas.width || cy >= canvas.height) continue;
      const s = (y * width + x) * 4;
      const d = (cy * canvas.width + cx) * 4;
      const a = Math.min(255, pixels[s + 3]!) / 255;
      const da = canvas.data[d + 3]! / 255;
      const outA = a + da * (1 - a);
      if (outA === 0) continue;
      for (let c = 0; c < 3; c++)
        canvas.data[d + c] = clamp((pixels[s + c]! + canvas.data[d + c]! * da * (1 - a)) / outA);
      canvas.data[d + 3] = clamp(outA * 255);
    }
  }
}
