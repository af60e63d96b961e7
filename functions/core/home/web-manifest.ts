import { APP_SHORTCUTS } from '#shared/constants.js';
import type { CoopData, WebManifest } from '#shared/schemas/home.js';
import { APP_ICON_PURPOSES, APP_ICON_SIZES, appIconType } from './app-icon-names.js';
import { coopForHost } from './home-data.js';
import { mediaUrl } from '#functions/model/media-url.js';

// Each co-op's web app manifest, built from its data when the browser asks, so a co-op added in
// the admin needs no build. The icons are those made from the co-op's logo when it was uploaded
// (app-icons.ts, ADR 0062); a co-op without them gets SVG tiles in its colour with its initials,
// inline as data: URLs (Chromium's installability check takes SVG icons of 144 px and up):
// docs/adr/0059-installable-portal-per-coop.md.

/** Short names show under the home-screen icon; longer ones get cut off there. */
const SHORT_NAME_MAX = 12;
const FALLBACK_COLOUR = '#1f2937';

/** Only a plain hex colour reaches the manifest and the SVG: a stored value is never markup. */
export function safeColour(value: string | undefined): string {
  return value && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim()) ? value.trim().toLowerCase() : FALLBACK_COLOUR;
}

/** Whole leading words of the name that fit, else its first characters. */
export function shortNameOf(name: string): string {
  const clean = name.trim().replace(/\s+/g, ' ');
  if (clean.length <= SHORT_NAME_MAX) return clean;
  let out = '';
  for (const word of clean.split(' ')) {
    const next = out ? `${out} ${word}` : word;
    if (next.length > SHORT_NAME_MAX) break;
    out = next;
  }
  return out || clean.slice(0, SHORT_NAME_MAX);
}

/** Up to two initials, letters and digits only (so nothing in a name can become markup). */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, '').charAt(0))
    .filter(Boolean);
  return (letters.slice(0, 2).join('') || '?').toUpperCase();
}

/**
 * A square tile: rounded for 'any'; full-bleed for 'maskable', its initials inside the central
 * 80 % safe zone the platform's mask never cuts.
 */
export function iconSvg(size: number, colour: string, initials: string, purpose: 'any' | 'maskable'): string {
  const radius = purpose === 'any' ? 96 : 0;
  const fontSize = initials.length > 1 ? (purpose === 'any' ? 220 : 180) : 280;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">` +
    `<rect width="512" height="512" rx="${radius}" fill="${colour}"/>` +
    `<text x="256" y="256" fill="#ffffff" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-weight="700" font-size="${fontSize}" text-anchor="middle" dominant-baseline="central">${initials}</text>` +
    `</svg>`
  );
}

const dataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

export function buildWebManifest(
  coop: Pick<CoopData, 'displayName' | 'coopName' | 'mainColor' | 'topBarColor'> & {
    appIcons?: Record<string, string>;
  },
): WebManifest {
  const name = coop.displayName.trim() || coop.coopName;
  const tile = safeColour(coop.mainColor);
  const initials = initialsOf(name);
  const icon = (size: number, purpose: 'any' | 'maskable') => {
    const stored = coop.appIcons?.[`${purpose}-${size}`];
    return stored
      ? { src: mediaUrl(stored), sizes: `${size}x${size}`, type: appIconType(stored), purpose }
      : {
          src: dataUrl(iconSvg(size, tile, initials, purpose)),
          sizes: `${size}x${size}`,
          type: 'image/svg+xml',
          purpose,
        };
  };
  return {
    // One app per host: the id is the host's own root, so each co-op installs as its own app.
    id: '/',
    name,
    short_name: shortNameOf(name),
    description: `${name} member savings: local deals, health, travel and insurance discounts.`,
    start_url: '/b2c/chome',
    scope: '/',
    display: 'standalone',
    theme_color: safeColour(coop.topBarColor),
    background_color: '#ffffff',
    icons: APP_ICON_PURPOSES.flatMap((purpose) => APP_ICON_SIZES.map((size) => icon(size, purpose))),
    shortcuts: APP_SHORTCUTS.map((s) => ({ ...s })),
  };
}

/** The manifest of the co-op whose host asks; an unknown host gets the network default's, as gethomedata does. */
export async function webManifestFor(requestHost: string | undefined): Promise<WebManifest> {
  return buildWebManifest(await coopForHost(requestHost));
}
