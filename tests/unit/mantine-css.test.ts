import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The SPA loads Mantine's CSS per component (web/src/app/styles.ts), so a component whose CSS no
// one imports renders unstyled: a bare checkbox for a Switch, a Card without padding, radio
// buttons for a SegmentedControl. Rule: each web file imports the CSS of every Mantine component
// it imports (the shell's global list excepted), and of the parts a composite draws with. The
// bundler loads each file once, so a repeat import costs nothing.

const WEB = path.resolve(__dirname, '../../web/src');
const STYLES = path.resolve(__dirname, '../../node_modules/@mantine/core/styles');

/** Composites and the other components' CSS they draw with (found by the phone sweeps, tests/browser/phone-layout.ts). */
const PARTS: Record<string, string[]> = {
  Switch: ['InlineInput'],
  Checkbox: ['InlineInput'],
  Radio: ['InlineInput'],
  Autocomplete: ['Combobox', 'Popover', 'ScrollArea'],
  Select: ['Combobox', 'Popover', 'ScrollArea'],
  MultiSelect: ['Combobox', 'Popover', 'ScrollArea', 'Pill', 'PillsInput'],
  TagsInput: ['Combobox', 'Popover', 'ScrollArea', 'Pill', 'PillsInput'],
  ColorInput: ['ColorPicker', 'ColorSwatch', 'Popover'],
  Table: ['ScrollArea'],
  SegmentedControl: ['FloatingIndicator'],
};

const cssOf = new Set(
  readdirSync(STYLES)
    .filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'))
    .map((f) => f.slice(0, -4)),
);
const cssImports = (source: string) =>
  new Set([...source.matchAll(/import '@mantine\/core\/styles\/(\w+)\.css';/g)].map((m) => m[1]!));
const global = cssImports(readFileSync(path.join(WEB, 'app/styles.ts'), 'utf8'));

function mantineImports(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
    for (const part of m[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

const sources = (readdirSync(WEB, { recursive: true }) as string[]).filter((f) => f.endsWith('.tsx')).sort();

describe('Mantine CSS per component', () => {
  it('finds the web sources and the CSS files', () => {
    expect(sources.length).toBeGreaterThan(50);
    expect(existsSync(path.join(STYLES, 'Card.css'))).toBe(true);
    expect(global.has('Button')).toBe(true);
  });

  it('each file imports the CSS of the Mantine components it uses', () => {
    const missing: string[] = [];
    for (const file of sources) {
      const source = readFileSync(path.join(WEB, file), 'utf8');
      const present = cssImports(source);
      const needed = new Set(
        mantineImports(source).flatMap((name) => [...(cssOf.has(name) ? [name] : []), ...(PARTS[name] ?? [])]),
      );
      for (const css of needed)
        if (!global.has(css) && !present.has(css)) missing.push(`${file}: import '@mantine/core/styles/${css}.css'`);
    }
    expect(missing).toEqual([]);
  });
});
