import { describe, expect, it } from 'vitest';
import {
  buildTheme,
  contrastRatio,
  coopCssVariables,
  generatePalette,
  inkOnWhite,
  luminance,
  readableOn,
} from '#web/app/theme.js';
import { homeFixture } from './fixtures/home-data';

describe('co-op theme', () => {
  it('turns a hex colour into ten shades, light to dark, with the colour itself at shade 6', () => {
    const palette = generatePalette('#2d6a4f');
    expect(palette).toHaveLength(10);
    for (const shade of palette) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
    expect(palette[6]).toBe('#2d6a4f');
    const lum = palette.map(luminance);
    for (let i = 1; i < lum.length; i++) expect(lum[i]!).toBeLessThan(lum[i - 1]!);
    expect(lum[0]!).toBeGreaterThan(0.8);
  });

  it('accepts three-digit hex and falls back to gray for an unreadable colour', () => {
    expect(generatePalette('#fa0')[6]).toBe('#ffaa00');
    const fallback = generatePalette('not-a-colour');
    expect(fallback).toHaveLength(10);
    expect(fallback[6]).not.toBe('not-a-colour');
  });

  it("makes the co-op's main colour the primary colour and keeps the other three as palettes", () => {
    const { topBarColor, mainColor, secondColor, thirdColor } = homeFixture.coopData;
    const theme = buildTheme({ topBarColor, mainColor, secondColor, thirdColor });
    expect(theme.primaryColor).toBe('coopMain');
    expect(theme.colors?.coopMain?.[theme.primaryShade as number]).toBe(mainColor);
    expect(theme.colors?.coopSecond?.[6]).toBe(secondColor);
    expect(theme.colors?.coopThird?.[6]).toBe(thirdColor);
    expect(theme.colors?.coopTopBar?.[6]).toBe(topBarColor);
  });

  it('draws red labels, error text and filled red buttons in a red that reads 4.5:1 on white, with or without a co-op', () => {
    const { topBarColor, mainColor, secondColor, thirdColor } = homeFixture.coopData;
    for (const theme of [buildTheme(undefined), buildTheme({ topBarColor, mainColor, secondColor, thirdColor })]) {
      // Mantine draws an outline button's label, a field's error and a filled button's background
      // in shade 6 (its primary shade); its own red there is 3.3:1.
      const red = theme.colors?.red?.[6] ?? '#fa5252';
      expect(contrastRatio(red, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('picks white text on a dark top bar and black on a light colour', () => {
    expect(readableOn('#1b4332')).toBe('#ffffff');
    expect(readableOn('#e9c46a')).toBe('#000000');
  });

  it('measures WCAG contrast the way Lighthouse does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#e76f51', '#ffffff')).toBeCloseTo(3.09, 2);
    expect(contrastRatio('#ffffff', '#e76f51')).toBeCloseTo(3.09, 2);
  });

  it('darkens a co-op colour that is too light for text on white just enough to read, and keeps one that reads', () => {
    const ink = inkOnWhite('#e76f51');
    expect(contrastRatio(ink, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(ink, '#ffffff')).toBeLessThan(6); // still the brand's orange, not black
    expect(inkOnWhite('#2d6a4f')).toBe('#2d6a4f');
    for (const hex of ['#ffffff', '#ffff00', '#e9c46a', '#00ffff'])
      expect(contrastRatio(inkOnWhite(hex), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('gives the page readable ink variables and a dimmed text colour that passes 4.5:1', () => {
    const { topBarColor, mainColor, secondColor, thirdColor } = homeFixture.coopData;
    const theme = buildTheme({ topBarColor, mainColor, secondColor, thirdColor });
    const vars = coopCssVariables(theme as Parameters<typeof coopCssVariables>[0]);
    expect(contrastRatio(vars.variables['--coop-second-ink']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(vars.light['--mantine-color-dimmed']).toBe('var(--mantine-color-gray-7)');
  });
});
