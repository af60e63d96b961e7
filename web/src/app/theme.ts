import {
  createTheme,
  DEFAULT_THEME,
  Notification,
  type ConvertCSSVariablesInput,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import type { CoopData } from '#shared/schemas/home.js';

// Each co-op brands the portal with four colours from its home data.
// They become Mantine palettes at run time and CSS variables for hand-written styles.

export type CoopColors = Pick<CoopData, 'topBarColor' | 'mainColor' | 'secondColor' | 'thirdColor'>;

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const mix = (from: Rgb, to: Rgb, amount: number): Rgb => from.map((c, i) => c + (to[i]! - c) * amount) as Rgb;

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** Index 6 is the co-op's exact colour (Mantine's default primary shade); lighter above, darker below. */
export const BASE_SHADE = 6 as const;
const TINTS = [0.92, 0.82, 0.68, 0.52, 0.36, 0.18];
const SHADES = [0.14, 0.28, 0.42];

/** Ten shades from one hex colour; an unreadable colour falls back to Mantine's gray. */
export function generatePalette(hex: string): MantineColorsTuple {
  const base = parseHex(hex);
  if (!base) return DEFAULT_THEME.colors.gray;
  return [
    ...TINTS.map((t) => toHex(mix(base, WHITE, t))),
    toHex(base),
    ...SHADES.map((s) => toHex(mix(base, BLACK, s))),
  ] as unknown as MantineColorsTuple;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const rgb = parseHex(hex) ?? [128, 128, 128];
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white, whichever reads better on the given background. */
export function readableOn(hex: string): '#000000' | '#ffffff' {
  const l = luminance(hex);
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

/** WCAG contrast ratio of two colours, 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text. */
export const TEXT_CONTRAST = 4.5;

/**
 * A co-op colour made safe as text on white: itself when it already reads (4.5:1), otherwise
 * darkened just enough, so the brand stays recognisable (#e76f51, 3.09:1, becomes about #b2553e).
 */
export function inkOnWhite(hex: string): string {
  const base = parseHex(hex);
  if (!base) return '#1f2937';
  for (let step = 0; step <= 20; step++) {
    const candidate = toHex(mix(base, BLACK, step / 20));
    if (contrastRatio(candidate, '#ffffff') >= TEXT_CONTRAST) return candidate;
  }
  return '#000000';
}

const colorOr = (hex: string, fallback: string) => (parseHex(hex) ? hex : fallback);

/**
 * Mantine's dimmed text (gray 6) is 3.3:1 on white; gray 7 reads. Its placeholder (gray 5, 2:1)
 * is text too, the only words in an empty file picker: 4.7:1, still lighter than a value.
 */
const READABLE_DIMMED = {
  '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  '--mantine-color-placeholder': '#6c757d',
};

/**
 * Mantine's red, darker from shade 6 on. Its own shade 6 (#fa5252) is what an outline button's
 * label, a field's error text and a filled button's background are drawn in, and reads 3.3:1 on
 * white (the admin sweep's axe caught business review's Send back); #c92a2a, Mantine's shade 9,
 * reads 5.4:1. The light shades (backgrounds of light buttons and alerts) stay Mantine's.
 */
const READABLE_RED: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#c92a2a',
  '#b02525',
  '#9a2020',
  '#821b1b',
];

/** The Mantine theme of a co-op: palettes coopMain, coopSecond, coopThird, coopTopBar. */
export function buildTheme(colors: CoopColors | undefined): MantineThemeOverride {
  const base = {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
    // Filled buttons in a light co-op colour (a yellow third colour) get dark text.
    autoContrast: true,
    defaultRadius: 'md',
    colors: { red: READABLE_RED },
    components: {
      // Mantine leaves the close button of a notification unnamed; screen readers need a name.
      // Its text under a title is gray 6 (3.3:1 on white): the readable dimmed instead.
      Notification: Notification.extend({
        defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
        styles: { description: { color: 'var(--mantine-color-dimmed)' } },
      }),
    },
  } satisfies MantineThemeOverride;
  if (!colors) return createTheme({ ...base, other: { coop: undefined } });
  return createTheme({
    ...base,
    colors: {
      ...base.colors,
      coopMain: generatePalette(colors.mainColor),
      coopSecond: generatePalette(colors.secondColor),
      coopThird: generatePalette(colors.thirdColor),
      coopTopBar: generatePalette(colors.topBarColor),
    },
    primaryColor: 'coopMain',
    primaryShade: BASE_SHADE,
    other: { coop: colors },
  });
}

/** --coop-* variables for CSS that is not a Mantine prop (top bar, special offers). */
export const coopCssVariables: CSSVariablesResolver = (theme): ConvertCSSVariablesInput => {
  const coop = theme.other.coop as CoopColors | undefined;
  if (!coop) return { variables: {}, light: READABLE_DIMMED, dark: {} };
  const topBar = colorOr(coop.topBarColor, '#1f2937');
  const main = colorOr(coop.mainColor, '#1f2937');
  const second = colorOr(coop.secondColor, '#1f2937');
  const third = colorOr(coop.thirdColor, '#e5e7eb');
  return {
    variables: {
      '--coop-top-bar': topBar,
      '--coop-top-bar-text': readableOn(topBar),
      '--coop-main': main,
      '--coop-main-text': readableOn(main),
      '--coop-second': second,
      '--coop-second-text': readableOn(second),
      '--coop-third': third,
      '--coop-third-text': readableOn(third),
      // Co-op colours used as text on a white surface (white buttons, links).
      '--coop-main-ink': inkOnWhite(main),
      '--coop-second-ink': inkOnWhite(second),
    },
    light: READABLE_DIMMED,
    dark: {},
  };
};
