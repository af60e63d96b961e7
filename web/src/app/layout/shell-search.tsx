import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';

// The shell's search box is on the form layer, whose zod and @mantine/form would add about a
// quarter to every page's first JavaScript: its own chunk, loaded beside the page, in a box of
// its final size so nothing moves when it arrives.
const ShellSearchForm = lazy(() => import('./shell-search-form'));

const SIZE = { w: { base: '100%', md: 260 }, h: 36 } as const;

export function ShellSearch({ onSearch }: { onSearch?: () => void }) {
  return (
    <Suspense fallback={<Box {...SIZE} aria-hidden="true" />}>
      <ShellSearchForm onSearch={onSearch} />
    </Suspense>
  );
}
