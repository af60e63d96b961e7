import { PNG } from 'pngjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rasterAppIcons } from '#functions/core/home/app-icons.js';
import { decodeImage, decoders, imageProblem, MAX_RESIZE_SIDE, resize } from '#functions/core/home/raster-image.js';
import { LIMITS } from '#shared/constants.js';
import { blackPng, scanFloodJpeg, stripPng, tallPng } from '../support/image-bombs.js';

// The pictures that stalled the portal (issue 39, finding 1): each passes the upload's type and
// byte checks, and is refused from its header before a decoder sees it, or made into icons with
// bounded work. ADR 0075.

const pngDecoder = vi.spyOn(decoders, 'png');
const jpgDecoder = vi.spyOn(decoders, 'jpg');
afterEach(() => vi.clearAllMocks());

const at = (png: PNG, x: number, y: number) =>
  Array.from(png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 4));

describe('a picture larger than the limit is refused before it is decoded', () => {
  it('1 by 9,000,000 pixels in a small PNG', () => {
    const bytes = new Uint8Array(tallPng());
    expect(bytes.length).toBeLessThan(LIMITS.imageBytes);
    expect(imageProblem(bytes, 'png')).toBe('tooLarge');
    expect(decodeImage(bytes, 'png')).toBeUndefined();
    expect(rasterAppIcons(bytes, 'png', '#000000', 'logo')).toBeUndefined();
    expect(rasterAppIcons(bytes, 'png', '#000000', 'fill')).toBeUndefined();
    expect(pngDecoder).not.toHaveBeenCalled();
  });

  it.each([
    [LIMITS.imageSide + 1, 1],
    [1, LIMITS.imageSide + 1],
  ])('%i by %i pixels (each side is limited, not only the total)', (width, height) => {
    expect(imageProblem(new Uint8Array(blackPng(width, height)), 'png')).toBe('tooLarge');
  });

  it('takes the largest allowed size', () => {
    expect(imageProblem(new Uint8Array(blackPng(LIMITS.imageSide, LIMITS.imageSide)), 'png')).toBeUndefined();
    expect(imageProblem(new Uint8Array(blackPng(1, LIMITS.imageSide)), 'png')).toBeUndefined();
  });

  it('a PNG whose second IHDR would change its size (pngjs reads the last one)', () => {
    const small = blackPng(1, 1);
    // The IHDR chunk (25 bytes from offset 8) again, declaring 1 by 9,000,000, after the first.
    const second = Buffer.from(blackPng(1, 9_000_000).subarray(8, 33));
    const bytes = new Uint8Array(Buffer.concat([small.subarray(0, 33), second, small.subarray(33)]));
    expect(imageProblem(bytes, 'png')).toBe('unreadable');
    expect(decodeImage(bytes, 'png')).toBeUndefined();
    expect(pngDecoder).not.toHaveBeenCalled();
  });
});

describe('an interlaced PNG is inflated no further than its header allows', () => {
  it('reads a real one', () => {
    const image = decodeImage(new Uint8Array(blackPng(37, 21, { interlaced: true })), 'png');
    expect(image).toMatchObject({ width: 37, height: 21 });
    expect(Array.from(image?.data.subarray(0, 4) ?? [])).toEqual([0, 0, 0, 255]);
  });

  it('refuses one whose data inflates to 40 MB for 100 by 100 pixels, before pngjs reads it', () => {
    const bytes = new Uint8Array(blackPng(100, 100, { interlaced: true, rawBytes: 40_000_000 }));
    expect(bytes.length).toBeLessThan(LIMITS.imageBytes);
    expect(decodeImage(bytes, 'png')).toBeUndefined();
    expect(pngDecoder).not.toHaveBeenCalled();
  });
});

describe('a JPEG of too many scans is refused before it is decoded', () => {
  it('3000 by 3000 pixels, progressive, with thousands of AC-only scans', () => {
    const bytes = new Uint8Array(scanFloodJpeg());
    expect(bytes.length).toBeLessThan(LIMITS.imageBytes);
    expect(imageProblem(bytes, 'jpg')).toBe('tooManyScans');
    expect(decodeImage(bytes, 'jpg')).toBeUndefined();
    expect(rasterAppIcons(bytes, 'jpg', '#000000')).toBeUndefined();
    expect(jpgDecoder).not.toHaveBeenCalled();
  });

  it('decodes one of exactly the limit and refuses one more', () => {
    const atLimit = new Uint8Array(scanFloodJpeg(LIMITS.imageJpegScans - 1, 64));
    expect(imageProblem(atLimit, 'jpg')).toBeUndefined();
    expect(decodeImage(atLimit, 'jpg')).toMatchObject({ width: 64, height: 64 });
    expect(jpgDecoder).toHaveBeenCalledTimes(1);
    expect(imageProblem(new Uint8Array(scanFloodJpeg(LIMITS.imageJpegScans, 64)), 'jpg')).toBe('tooManyScans');
  });

  it('refuses a JPEG larger than the limit by its frame header', () => {
    const bytes = new Uint8Array(scanFloodJpeg(1, LIMITS.imageSide + 8));
    expect(imageProblem(bytes, 'jpg')).toBe('tooLarge');
    expect(decodeImage(bytes, 'jpg')).toBeUndefined();
    expect(jpgDecoder).not.toHaveBeenCalled();
  });
});

describe('every resize is bounded', () => {
  it('makes the icons of a 4 by 200 icon image from the square at its middle', () => {
    const icons = rasterAppIcons(new Uint8Array(stripPng()), 'png', '#000000', 'fill');
    expect(icons?.map((icon) => icon.name)).toEqual(['any-192', 'any-512', 'maskable-192', 'maskable-512']);
    for (const icon of icons ?? []) {
      const png = PNG.sync.read(Buffer.from(icon.bytes));
      expect([png.width, png.height]).toEqual([icon.size, icon.size]);
      expect(at(png, icon.size / 2, icon.size / 2)).toEqual([30, 90, 200, 255]);
    }
    expect(pngDecoder).toHaveBeenCalledTimes(1);
  });

  it('refuses a size out of proportion rather than computing it', () => {
    const strip = { width: 4, height: 200, data: new Uint8Array(4 * 200 * 4) };
    expect(() => resize(strip, 512, 25_600)).toThrow(RangeError);
    expect(resize(strip, 4, MAX_RESIZE_SIDE)).toHaveLength(4 * MAX_RESIZE_SIDE * 4);
  });
});
