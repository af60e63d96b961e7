import { Box, Group, Text } from '@mantine/core';

// A miniature of the member site in the chosen colours: the top bar, the menu, a button and an
// accent band, so the admin sees the colours together (and their text contrast) before saving.

const HEX = /^#[0-9a-fA-F]{6}$/;
const valid = (color: string, fallback: string) => (HEX.test(color.trim()) ? color.trim() : fallback);

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
export function textOn(color: string): string {
  const channel = (i: number) => {
    const c = parseInt(color.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

interface Colors {
  topBarColor: string;
  mainColor: string;
  secondColor: string;
  thirdColor: string;
}

export function BrandingPreview({ name, logo, colors }: { name: string; logo: string | null; colors: Colors }) {
  const top = valid(colors.topBarColor, '#1f2937');
  const main = valid(colors.mainColor, '#1f2937');
  const second = valid(colors.secondColor, '#1f2937');
  const third = valid(colors.thirdColor, '#e5e7eb');
  return (
    <Box
      role="img"
      aria-label="Preview of the member site in these colours"
      data-testid="branding-preview"
      style={{ border: '1px solid #d1d5db', borderRadius: 8, overflow: 'hidden', maxWidth: 420 }}
    >
      <Box data-testid="preview-top-bar" px="sm" py={4} style={{ background: top, color: textOn(top) }}>
        <Text size="xs">Call us · Log in</Text>
      </Box>
      <Group px="sm" py="xs" gap="sm" bg="white">
        {logo ? <img src={logo} alt="" style={{ height: 28, width: 'auto' }} /> : null}
        <Text fw={700} size="sm">
          {name || 'Your co-op'}
        </Text>
      </Group>
      <Group data-testid="preview-nav" px="sm" py={6} gap="md" style={{ background: main, color: textOn(main) }}>
        <Text size="xs">Home</Text>
        <Text size="xs">Local deals</Text>
        <Text size="xs">Insurance</Text>
      </Group>
      <Box px="sm" py="sm" bg="white">
        <Box
          data-testid="preview-button"
          component="span"
          px="sm"
          py={6}
          style={{ background: second, color: textOn(second), borderRadius: 4, display: 'inline-block', fontSize: 13 }}
        >
          Get this deal
        </Box>
      </Box>
      <Box data-testid="preview-accent" px="sm" py={6} style={{ background: third, color: textOn(third) }}>
        <Text size="xs">Special offer</Text>
      </Box>
    </Box>
  );
}
