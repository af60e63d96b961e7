// The home-screen icons a co-op has: their names, sizes and purposes, and a stored icon's type.
// Apart from the image code (app-icons.ts), so the manifest and setup routes read them without
// bundling an image codec.

export const APP_ICON_SIZES = [192, 512] as const;
export const APP_ICON_PURPOSES = ['any', 'maskable'] as const;
export type AppIconPurpose = (typeof APP_ICON_PURPOSES)[number];
export type AppIconName = `${AppIconPurpose}-${(typeof APP_ICON_SIZES)[number]}`;

/** A co-op's stored icons: media key by name. */
export type AppIconKeys = Record<AppIconName, string>;

/** The icons the Platform Setup page previews. */
export const PREVIEW_ICONS = { any: 'any-192', maskable: 'maskable-192' } as const satisfies Record<
  AppIconPurpose,
  AppIconName
>;

/** An icon's type, from its key's extension. */
export const appIconType = (key: string) => (key.endsWith('.svg') ? 'image/svg+xml' : 'image/png');
