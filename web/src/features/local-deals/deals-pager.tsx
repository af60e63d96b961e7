import '@mantine/core/styles/Pagination.css';
import { Group, Pagination } from '@mantine/core';

// Page numbers with previous and next arrows; the caller clamps and scrolls.

export function DealsPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label="Deal pages" mt="lg">
      <Pagination
        total={pages}
        value={page}
        onChange={onPage}
        siblings={1}
        getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control,
        })}
      />
    </Group>
  );
}
