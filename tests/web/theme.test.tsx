import { describe, expect, it } from 'vitest';
import { buildTheme, generatePalette, luminance, readableOn } from '../../web/src/app/theme';
import { emblaDurationFor, emblaMoveMs } from '../../web/src/lib/embla-duration';
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

  it('picks white text on a dark top bar and black on a light colour', () => {
    expect(readableOn('#1b4332')).toBe('#ffffff');
    expect(readableOn('#e9c46a')).toBe('#000000');
  });
});

describe('banner transition', () => {
  it('chooses an embla duration whose move lasts about the spec’s 1000 ms', () => {
    const duration = emblaDurationFor(1000);
    expect(Math.abs(emblaMoveMs(duration) - 1000)).toBeLessThan(40);
    // Embla's own default (25) is clearly quicker than the spec asks.
    expect(emblaMoveMs(25)).toBeLessThan(800);
  });
});
