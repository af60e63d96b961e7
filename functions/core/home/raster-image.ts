// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the codec halves' module declarations are ambient; without this reference TypeScript 6 resolves the .js files first and reports them untyped (TS7016), though the .d.ts is in the project.
/// <reference path="./image-codecs.d.ts" />
import decodeJpeg from 'jpeg-js/lib/decoder.js';
import * as pngSync from 'pngjs/lib/png-sync.js';

// Just enough raster work for the co-ops' home-screen icons, in plain JavaScript (no native image
// library runs in our bundles): read a JPG or PNG, cut its blank margins, resample it, draw it on
// a tile and write a PNG. Pixels are 8-bit RGBA, row by row.

export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * The largest image read, in pixels (more than any logo needs). A 400 kB PNG of one colour can
 * declare 10,000 by 10,000 pixels (400 MB once decoded): a PNG's size is read from its header
 * before any pixel is, and jpeg-js checks its own; decoding a JPEG of this size takes some 200 MB
 * of the function's 512.
 */
export const MAX_IMAGE_PIXELS = 3000 * 3000;

/** A PNG's width and height from its header (the IHDR chunk always comes first). */
function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.length < 24) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The image's pixels, or undefined when the bytes are not a readable image of at most MAX_IMAGE_PIXELS. */
export function decodeImage(bytes: Uint8Array, format: 'png' | 'jpg'): Rgba | undefined {
  try {
    if (format === 'png') {
      const size = pngSize(bytes);
      if (!size || size.width * size.height > MAX_IMAGE_PIXELS) return undefined;
      const png = pngSync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      return {
        width: png.width,
        height: png.height,
        data: new Uint8Array(png.data.buffer, png.data.byteOffset, png.data.byteLength),
      };
    }
    const image = decodeJpeg(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: MAX_IMAGE_PIXELS / 1e6,
      maxMemoryUsageInMB: 256,
    });
    return image.width > 0 && image.height > 0
      ? { width: image.width, height: image.height, data: image.data }
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
  if (bottom < 0) return image;
  const w = right - left + 1;
  const h = bottom - top + 1;
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

/** The image at a new size, resampled with alpha premultiplied (so clear pixels leave no dark fringe). Returns premultiplied RGBA as floats 0..255. */
export function resize(image: Rgba, width: number, height: number): Float64Array {
  const { width: sw, height: sh, data } = image;
  const across = axisWeights(sw, width);
  const down = axisWeights(sh, height);
  const rows = new Float64Array(sh * width * 4);
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
  const out = new Float64Array(width * height * 4);
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
export function unpremultiply(pixels: Float64Array, width: number, height: number): Rgba {
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
  pixels: Float64Array,
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
