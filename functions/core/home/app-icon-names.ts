// The home-screen icons a co-op has: their names, sizes and purposes, and a stored icon's type.
// Apart from the image code (app-icons.ts), so the manifest and setup routes read them without
// bundling an image codec.

export const APP_ICON_SIZES = [192, 512] as const;
export const APP_ICON_PURPOSES = ['any', 'maskable'] as const;
export type AppIconPurpose = (typeof APP_ICON_PURPOSES)[number];
export type AppIconName = `${AppIconPurpose}-${(typeof APP_ICON_SIZES)[number]}`;

/** The icon the Platform Setup page previews. */
export const PREVIEW_ICON: AppIconName = 'any-192';

/** An icon's type, from its key's extension. */
export const appIconType = (key: string) => (key.endsWith('.svg') ? 'image/svg+xml' : 'image/png');
