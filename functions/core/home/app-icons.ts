import { APP_ICON_PURPOSES, APP_ICON_SIZES, type AppIconName, type AppIconPurpose } from './app-icon-names.js';
import {
  decodeImage,
  drawOver,
  encodePng,
  hasClearPixels,
  resize,
  trimMargins,
  unpremultiply,
  type Rgba,
} from './raster-image.js';

// A co-op's home-screen icons, made from its logo (or a square icon image, IconFit) when staff
// upload it and stored beside it: 192 and 512 px, 'any' (a white rounded tile, the logo across
// most of it) and 'maskable' (full bleed, the logo inside the central circle a platform's mask
// never cuts). A JPG or PNG gives
// PNGs, which every phone takes; an SVG logo (the demo's art) gives SVG tiles around it. The
// manifest lists them (web-manifest.ts); a co-op without them gets tiles with its initials.
// docs/adr/0062-app-icons-from-the-logo.md

export interface AppIconFile {
  name: AppIconName;
  size: number;
  purpose: AppIconPurpose;
  bytes: Uint8Array;
  ext: 'png' | 'svg';
  mime: 'image/png' | 'image/svg+xml';
}

/** The share of the tile the logo may span: 'any' across 82 % of it; 'maskable' within a circle of 80 % (the safe zone), less a margin. */
const ANY_SPAN = 0.82;
const SAFE_DIAMETER = 0.8 * 0.94;
/** The corner radius of the 'any' tile, as a share of its side (96 of 512, as the initials tiles). */
const CORNER = 0.1875;
const WHITE = '#ffffff';

const each = <T>(make: (size: number, purpose: AppIconPurpose) => T): T[] =>
  APP_ICON_PURPOSES.flatMap((purpose) => APP_ICON_SIZES.map((size) => make(size, purpose)));

/** The logo's drawn size on a tile of `size`: as large as its place allows, its shape kept. */
export function logoBox(
  width: number,
  height: number,
  size: number,
  purpose: AppIconPurpose,
): { width: number; height: number } {
  const scale =
    purpose === 'any'
      ? (ANY_SPAN * size) / Math.max(width, height)
      : (SAFE_DIAMETER * size) / Math.hypot(width, height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const hexRgb = (hex: string): [number, number, number] => {
  const h = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex;
  return [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
};

/** A tile of one colour: square for 'maskable', rounded with clear corners (edges smoothed) for 'any'. */
function tile(size: number, colour: string, purpose: AppIconPurpose): Rgba {
  const [r, g, b] = hexRgb(colour);
  const data = new Uint8Array(size * size * 4);
  const radius = purpose === 'any' ? CORNER * size : 0;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // Distance outside the rounded square, measured from the pixel's centre.
      const dx = Math.max(radius - (x + 0.5), x + 0.5 - (size - radius), 0);
      const dy = Math.max(radius - (y + 0.5), y + 0.5 - (size - radius), 0);
      const cover = radius === 0 ? 1 : Math.max(0, Math.min(1, radius - Math.hypot(dx, dy) + 0.5));
      data.set([r, g, b, Math.round(cover * 255)], (y * size + x) * 4);
    }
  }
  return { width: size, height: size, data };
}

/** Whether the logo's ink is light on average (white lettering, say). */
function isLight(image: Rgba): boolean {
  let weight = 0;
  let light = 0;
  for (let i = 0; i < image.data.length; i += 4) {
    const a = image.data[i + 3]! / 255;
    const luminance = (0.2126 * image.data[i]! + 0.7152 * image.data[i + 1]! + 0.0722 * image.data[i + 2]!) / 255;
    weight += a;
    light += a * luminance;
  }
  return weight > 0 && light / weight > 0.85;
}

/**
 * How an uploaded image becomes the icons: a logo is cut to its ink and drawn on the tile, inside
 * the place each purpose gives it; a square icon image (staff's own, say the one their social
 * media accounts use) fills the tile, as an app store's icon does, the mask cutting its corners.
 */
export type IconFit = 'logo' | 'fill';

/** The square at the middle of an image (the image itself when it is square). */
function middleSquare(image: Rgba): Rgba {
  const side = Math.min(image.width, image.height);
  if (image.width === image.height) return image;
  const left = Math.floor((image.width - side) / 2);
  const top = Math.floor((image.height - side) / 2);
  const data = new Uint8Array(side * side * 4);
  for (let y = 0; y < side; y++) {
    const from = ((top + y) * image.width + left) * 4;
    data.set(image.data.subarray(from, from + side * 4), y * side * 4);
  }
  return { width: side, height: side, data };
}

/** Clears what lies outside the rounded 'any' tile (an image filling the tile covers its corners too). */
function clipToTile(canvas: Rgba, shape: Rgba): void {
  for (let i = 3; i < canvas.data.length; i += 4) canvas.data[i] = Math.min(canvas.data[i]!, shape.data[i]!);
}

/**
 * The icons of a JPG or PNG image, or undefined when its bytes cannot be read as an image (or it
 * breaks raster-image's limits: see imageProblem, which tells why). The tile is white, as the portal's header a
 * logo is made for; a light logo on a clear ground gets the co-op's main colour instead.
 */
export function rasterAppIcons(
  bytes: Uint8Array,
  format: 'png' | 'jpg',
  mainColour: string,
  fit: IconFit = 'logo',
): AppIconFile[] | undefined {
  const decoded = decodeImage(bytes, format);
  if (!decoded) return undefined;
  // A logo is cut to its ink; an icon image to the square at its middle, which is all of it the
  // tile shows (scaling the whole image so its short side fills the tile would make a long strip
  // of it, 4 by 200 pixels, a picture of 512 by 25,600).
  const trimmed = fit === 'logo' ? trimMargins(decoded) : middleSquare(decoded);
  // Only a logo made to sit on a coloured ground (light ink, a clear ground) leaves the white tile.
  const colour = fit === 'logo' && hasClearPixels(decoded) && isLight(trimmed) ? mainColour : WHITE;
  const place = (width: number, height: number, size: number, purpose: AppIconPurpose) =>
    fit === 'logo' ? logoBox(width, height, size, purpose) : { width: size, height: size };
  // A large image is shrunk once, to twice the largest place it takes, and every icon made from
  // that: four passes over millions of pixels would take seconds of a small Lambda's CPU.
  const largest = place(trimmed.width, trimmed.height, Math.max(...APP_ICON_SIZES), 'any');
  const logo =
    trimmed.width > 2 * largest.width || trimmed.height > 2 * largest.height
      ? unpremultiply(resize(trimmed, 2 * largest.width, 2 * largest.height), 2 * largest.width, 2 * largest.height)
      : trimmed;
  return each((size, purpose) => {
    const canvas = tile(size, colour, purpose);
    const box = place(logo.width, logo.height, size, purpose);
    drawOver(
      canvas,
      resize(logo, box.width, box.height),
      box.width,
      box.height,
      Math.round((size - box.width) / 2),
      Math.round((size - box.height) / 2),
    );
    if (fit === 'fill' && purpose === 'any') clipToTile(canvas, tile(size, colour, purpose));
    return {
      name: `${purpose}-${size}` as AppIconName,
      size,
      purpose,
      bytes: encodePng(canvas),
      ext: 'png' as const,
      mime: 'image/png' as const,
    };
  });
}

/** Makes the icons of a JPG or PNG image (rasterAppIcons) where the runtime says. */
export type AppIconMaker = (
  bytes: Uint8Array,
  format: 'png' | 'jpg',
  mainColour: string,
  fit: IconFit,
) => Promise<AppIconFile[] | undefined>;

const here: AppIconMaker = (...args) => Promise.resolve(rasterAppIcons(...args));
let maker = here;

/**
 * rasterAppIcons for an upload: here by default, as in a Lambda instance, which serves one
 * request at a time; the local portal, one process for every request, installs a worker thread
 * instead (infra/local/icon-maker.ts), so an upload holds up no one else's request. ADR 0075.
 */
export const makeAppIcons: AppIconMaker = (...args) => maker(...args);

/** Installs where makeAppIcons runs (undefined: here again). */
export function setAppIconMaker(next: AppIconMaker | undefined): void {
  maker = next ?? here;
}

/** An SVG's drawn width and height from its root element (viewBox, else width and height); square when it names neither. */
export function svgAspect(svg: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const viewBox = /\bviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i.exec(root);
  const width = Number(viewBox?.[1] ?? /\bwidth\s*=\s*["']([\d.]+)/i.exec(root)?.[1]);
  const height = Number(viewBox?.[2] ?? /\bheight\s*=\s*["']([\d.]+)/i.exec(root)?.[1]);
  return width > 0 && height > 0 ? { width, height } : { width: 1, height: 1 };
}

/**
 * The icons of an SVG logo: SVG tiles that hold the logo as a data: image (an image inside an
 * SVG loads nothing from elsewhere, so it must travel inside). Used for the demo's drawn logos;
 * staff upload JPG or PNG only.
 */
export function svgAppIcons(svg: string): AppIconFile[] {
  const inner = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  const aspect = svgAspect(svg);
  return each((size, purpose) => {
    const box = logoBox(aspect.width, aspect.height, 512, purpose);
    const x = (512 - box.width) / 2;
    const y = (512 - box.height) / 2;
    const text =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">` +
      `<rect width="512" height="512" rx="${purpose === 'any' ? CORNER * 512 : 0}" fill="${WHITE}"/>` +
      `<image x="${x}" y="${y}" width="${box.width}" height="${box.height}" href="${inner}"/>` +
      `</svg>`;
    return {
      name: `${purpose}-${size}` as AppIconName,
      size,
      purpose,
      bytes: new TextEncoder().encode(text),
      ext: 'svg' as const,
      mime: 'image/svg+xml' as const,
    };
  });
}
