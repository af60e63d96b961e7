import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { rasterAppIcons, svgAppIcons, svgAspect, type AppIconFile } from '#functions/core/home/app-icons.js';
import { decodeImage, resize } from '#functions/core/home/raster-image.js';
import { JPEG_START, PNG_1X1 } from '../support/images.js';

// Home-screen icons made from a co-op's logo: what a member sees under their thumb. Each icon is
// the right size, shows the logo's own colours in the middle, keeps clear corners ('any') or a
// full tile with the logo inside the mask's safe circle ('maskable'); a logo that cannot be read
// gives none.

type Rgb = [number, number, number];
const RED: Rgb = [200, 30, 40];

/** A logo of `w` by `h` with a margin of `margin` around a block of ink; the margin clear (PNG) or white. */
function logoPixels(w: number, h: number, margin: number, ink: Rgb, clearMargin: boolean): Uint8Array {
  const data = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const inside = x >= margin && x < w - margin && y >= margin && y < h - margin;
      data.set(inside ? [...ink, 255] : clearMargin ? [0, 0, 0, 0] : [255, 255, 255, 255], (y * w + x) * 4);
    }
  }
  return data;
}
const pngLogo = (w: number, h: number, margin: number, ink: Rgb = RED) => {
  const png = new PNG({ width: w, height: h });
  png.data = Buffer.from(logoPixels(w, h, margin, ink, true));
  return new Uint8Array(PNG.sync.write(png));
};
const jpegLogo = (w: number, h: number, margin: number, ink: Rgb) =>
  new Uint8Array(
    jpeg.encode({ width: w, height: h, data: Buffer.from(logoPixels(w, h, margin, ink, false)) }, 95).data,
  );

const read = (icon: AppIconFile) => PNG.sync.read(Buffer.from(icon.bytes));
const pixel = (png: PNG, x: number, y: number) =>
  Array.from(png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 4));
/** The box around the pixels that differ from the tile's white. */
function inkBox(png: PNG) {
  let [left, top, right, bottom] = [png.width, png.height, -1, -1];
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const [r, g, b, a] = pixel(png, x, y);
      if (a! < 250 || (r! > 240 && g! > 240 && b! > 240)) continue;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  }
  return { left, top, right, bottom, width: right - left + 1, height: bottom - top + 1 };
}
const near = (actual: number[], expected: number[], within: number) =>
  actual.every((v, i) => Math.abs(v - expected[i]!) <= within);

describe('icons made from a PNG logo', () => {
  const icons = rasterAppIcons(pngLogo(300, 100, 20), 'png', '#2d6a4f')!;

  it('gives 192 and 512 px PNGs, any and maskable', () => {
    expect(icons.map((i) => [i.name, i.mime])).toEqual([
      ['any-192', 'image/png'],
      ['any-512', 'image/png'],
      ['maskable-192', 'image/png'],
      ['maskable-512', 'image/png'],
    ]);
    for (const icon of icons) expect([read(icon).width, read(icon).height]).toEqual([icon.size, icon.size]);
  });

  it('shows the logo without its blank margin across most of the any tile, on white, with clear rounded corners', () => {
    const any = read(icons[1]!);
    expect(near(pixel(any, 256, 256), [...RED, 255], 2)).toBe(true);
    expect(pixel(any, 0, 0)[3]).toBe(0);
    expect(pixel(any, 256, 4)).toEqual([255, 255, 255, 255]);
    const box = inkBox(any);
    // The ink was 260 by 60 of the 300 by 100 logo: trimmed, it spans 82 % of the tile, its shape kept.
    expect(box.width).toBeGreaterThanOrEqual(418);
    expect(box.width).toBeLessThanOrEqual(422);
    expect(box.width / box.height).toBeCloseTo(260 / 60, 1);
  });

  it('keeps the whole logo inside the safe circle of the maskable tile, which fills every corner', () => {
    const mask = read(icons[3]!);
    expect(pixel(mask, 0, 0)).toEqual([255, 255, 255, 255]);
    const box = inkBox(mask);
    const corner = Math.hypot(
      Math.max(256 - box.left, box.right + 1 - 256),
      Math.max(256 - box.top, box.bottom + 1 - 256),
    );
    expect(corner).toBeLessThanOrEqual(0.4 * 512);
    expect(corner).toBeGreaterThan(0.35 * 512);
  });

  it('makes the same icon from a logo many times larger than its place (shrunk once, then drawn)', () => {
    const any = read(rasterAppIcons(pngLogo(2400, 800, 160), 'png', '#2d6a4f')![1]!);
    expect(near(pixel(any, 256, 256), [...RED, 255], 2)).toBe(true);
    const box = inkBox(any);
    expect(box.width).toBeGreaterThanOrEqual(418);
    expect(box.width).toBeLessThanOrEqual(422);
    expect(box.width / box.height).toBeCloseTo(2080 / 480, 1);
  });

  it('puts a light logo on a clear ground on the co-op’s main colour, so white on white never hides it', () => {
    const [light] = rasterAppIcons(pngLogo(120, 120, 10, [255, 255, 255]), 'png', '#2d6a4f')!;
    expect(pixel(read(light!), 96, 2)).toEqual([0x2d, 0x6a, 0x4f, 255]);
    expect(pixel(read(light!), 96, 96)).toEqual([255, 255, 255, 255]);
  });
});

describe('icons made from a square icon image (fill)', () => {
  it('fills the tile edge to edge, cropped to a square, the any icon’s corners cut round', () => {
    // A 300 by 200 image: blue bands of 100 pixels on the left and right, green between.
    const png = new PNG({ width: 300, height: 200 });
    for (let i = 0; i < 300 * 200; i++)
      png.data.set(i % 300 < 100 || i % 300 >= 200 ? [20, 60, 200, 255] : [30, 160, 60, 255], i * 4);
    const [any, , maskable] = rasterAppIcons(new Uint8Array(PNG.sync.write(png)), 'png', '#000000', 'fill')!.map(read);
    // Centred and cropped to the middle 200 by 200: the bands are 1/4 of the tile each side.
    expect(near(pixel(maskable!, 0, 0), [20, 60, 200, 255], 2)).toBe(true);
    expect(near(pixel(maskable!, 40, 96), [20, 60, 200, 255], 2)).toBe(true);
    expect(near(pixel(maskable!, 60, 96), [30, 160, 60, 255], 2)).toBe(true);
    expect(near(pixel(maskable!, 191, 191), [20, 60, 200, 255], 2)).toBe(true);
    expect(pixel(any!, 0, 0)[3]).toBe(0);
    expect(near(pixel(any!, 96, 2), [30, 160, 60, 255], 2)).toBe(true);
  });
});

describe('icons made from a JPG logo', () => {
  it('trims its white margin and shows its colour in the middle', () => {
    const BLUE: Rgb = [20, 60, 200];
    const icons = rasterAppIcons(jpegLogo(200, 200, 40, BLUE), 'jpg', '#000000')!;
    const any = read(icons[0]!);
    expect(near(pixel(any, 96, 96), [...BLUE, 255], 8)).toBe(true);
    expect(inkBox(any).width).toBeGreaterThanOrEqual(150);
  });
});

describe('a logo that cannot be read', () => {
  it.each([
    ['text named PNG', new Uint8Array(Buffer.from('not an image at all, just words')), 'png'],
    ['a cut-off PNG', PNG_1X1.subarray(0, 40), 'png'],
    ['a JPEG with no picture', JPEG_START, 'jpg'],
  ] as const)('gives no icons: %s', (_what, bytes, format) => {
    expect(rasterAppIcons(new Uint8Array(bytes), format, '#000000')).toBeUndefined();
  });

  it('is refused by its declared size before a pixel is read (a small file can claim 400 MB of pixels)', () => {
    const huge = new PNG({ width: 1, height: 1 });
    const bytes = new Uint8Array(PNG.sync.write(huge));
    new DataView(bytes.buffer).setUint32(16, 5000);
    new DataView(bytes.buffer).setUint32(20, 5000);
    expect(decodeImage(bytes, 'png')).toBeUndefined();
    expect(decodeImage(new Uint8Array(PNG_1X1), 'png')).toMatchObject({ width: 1, height: 1 });
  });
});

describe('resampling', () => {
  it('averages when it shrinks (a fine checkerboard turns grey, no pixel dropped) and keeps a flat colour when it grows', () => {
    const checker = new Uint8Array(64 * 64 * 4);
    for (let i = 0; i < 64 * 64; i++)
      checker.set((i + Math.floor(i / 64)) % 2 ? [255, 255, 255, 255] : [0, 0, 0, 255], i * 4);
    const small = resize({ width: 64, height: 64, data: checker }, 8, 8);
    for (let i = 0; i < small.length; i += 4) expect(Math.abs(small[i]! - 127.5)).toBeLessThan(3);
    const grown = resize({ width: 1, height: 1, data: new Uint8Array([10, 20, 30, 255]) }, 5, 5);
    for (let i = 0; i < grown.length; i += 4)
      expect(Array.from(grown.subarray(i, i + 4)).map(Math.round)).toEqual([10, 20, 30, 255]);
  });
});

describe('icons made from an SVG logo (the demo’s drawn art)', () => {
  const logo =
    '<svg xmlns="http://www.w3.org/2000/svg" width="360" height="96" viewBox="0 0 360 96"><rect width="80" height="80" fill="#123456"/></svg>';

  it('reads the drawing’s shape from its root', () => {
    expect(svgAspect(logo)).toEqual({ width: 360, height: 96 });
    expect(svgAspect('<svg width="30" height="10"></svg>')).toEqual({ width: 30, height: 10 });
    expect(svgAspect('<svg></svg>')).toEqual({ width: 1, height: 1 });
  });

  it('carries the logo inside each tile, sized to its place', () => {
    const icons = svgAppIcons(logo);
    expect(icons.map((i) => [i.name, i.mime])).toEqual([
      ['any-192', 'image/svg+xml'],
      ['any-512', 'image/svg+xml'],
      ['maskable-192', 'image/svg+xml'],
      ['maskable-512', 'image/svg+xml'],
    ]);
    const maskable = new TextDecoder().decode(icons[3]!.bytes);
    expect(maskable).toContain(`href="data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}"`);
    const [, w, h] = /<image [^>]*width="([\d.]+)" height="([\d.]+)"/.exec(maskable)!;
    expect(Math.hypot(Number(w), Number(h))).toBeLessThanOrEqual(0.8 * 512);
    expect(new TextDecoder().decode(icons[0]!.bytes)).toMatch(/^<svg [^>]*width="192" height="192"/);
  });
});
