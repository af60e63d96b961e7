import { Box, Group, Stack, Text } from '@mantine/core';
import type { SetupCoop } from '#shared/schemas/admin-setup.js';

// The home-screen icon as members will see it, on a phone-grey ground so the white tile shows:
// the rounded icon most phones use and the round crop Android's launchers cut from the maskable one.

const SIZE = 72;

export function AppIconPreview({ icon, name }: { icon: SetupCoop['appIcon']; name: string }) {
  if (!icon) {
    return (
      <Text size="sm" c="dimmed">
        No icon yet: members see the co-op’s initials until a logo or an icon image is uploaded.
      </Text>
    );
  }
  return (
    <Group
      gap="lg"
      p="md"
      bg="gray.7"
      style={{ borderRadius: 12, width: 'fit-content' }}
      data-testid="app-icon-preview"
    >
      {[
        { src: icon.any, label: 'Most phones', round: false },
        { src: icon.maskable, label: 'Android', round: true },
      ].map(({ src, label, round }) => (
        <Stack key={label} gap={4} align="center">
          <Box
            component="img"
            src={src}
            alt={`Home-screen icon of ${name}, ${label === 'Android' ? 'round, as Android shows it' : 'as most phones show it'}`}
            width={SIZE}
            height={SIZE}
            style={{ display: 'block', borderRadius: round ? '50%' : 0 }}
          />
          <Text size="xs" c="white">
            {label}
          </Text>
        </Stack>
      ))}
    </Group>
  );
}
