import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { SETUP_SECTIONS } from './setup-sections';

// The Platform Setup sub-navigation: a link per setup page (SETUP_SECTIONS), the open one marked.
export function SetupNav() {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label="Platform Setup sections" gap="xs" wrap="wrap">
      {SETUP_SECTIONS.map((s) => {
        const current = pathname === s.to;
        return (
          <Button
            key={s.to}
            component={Link}
            to={s.to}
            size="compact-sm"
            variant={current ? 'filled' : 'default'}
            aria-current={current ? 'page' : undefined}
          >
            {s.label}
          </Button>
        );
      })}
    </Group>
  );
}
