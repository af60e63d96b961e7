import '@mantine/core/styles/Combobox.css';
import { Loader, NativeSelect, Stack, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { LOCAL_DEALS } from '#shared/constants.js';
import type { DealSort } from '#shared/schemas/deals.js';
import type { DealCategory } from './deal-requests';
import classes from './local-deals.module.css';

// The sidebar: sort choices and the categories, each with its subcategories.

export const SORT_LABELS: Record<DealSort, string> = {
  'distance-asc': 'Distance: nearest first',
  'distance-desc': 'Distance: farthest first',
  'value-desc': 'Dollar value: highest first',
  'value-asc': 'Dollar value: lowest first',
};
const SORTS = LOCAL_DEALS.sorts.map((value) => ({ value, label: SORT_LABELS[value] }));

interface DealFiltersProps {
  categories: readonly DealCategory[] | undefined;
  loading: boolean;
  category: string | null;
  subCategory: string | null;
  onCategory: (category: string | null, subCategory: string | null) => void;
  sort: DealSort;
  onSort: (sort: DealSort) => void;
}

function CategoryButton({
  current,
  expanded,
  onClick,
  children,
}: {
  current: boolean;
  expanded?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <UnstyledButton
      className={classes.category}
      aria-current={current ? 'true' : undefined}
      mod={{ current }}
      aria-expanded={expanded}
      onClick={onClick}
    >
      {children}
    </UnstyledButton>
  );
}

export function DealFilters({
  categories,
  loading,
  category,
  subCategory,
  onCategory,
  sort,
  onSort,
}: DealFiltersProps) {
  const headingId = useId();
  return (
    <Stack gap="lg">
      <NativeSelect
        label="Sort by"
        data={SORTS}
        value={sort}
        onChange={(event) => onSort(event.currentTarget.value as DealSort)}
      />
      <nav aria-labelledby={headingId}>
        <Title order={2} size="h4" id={headingId} mb="xs">
          Categories
        </Title>
        {loading ? (
          <div role="status">
            <Loader size="sm" />
            <VisuallyHidden>Loading categories</VisuallyHidden>
          </div>
        ) : (
          <ul className={classes.tree}>
            <li>
              <CategoryButton current={category === null} onClick={() => onCategory(null, null)}>
                All categories
              </CategoryButton>
            </li>
            {(categories ?? []).map((c) => {
              const open = category === c.category;
              const hasSubs = c.subcategories.length > 0;
              return (
                <li key={c.category}>
                  <CategoryButton
                    current={open && !subCategory}
                    expanded={hasSubs ? open : undefined}
                    onClick={() => onCategory(c.category, null)}
                  >
                    {c.category}
                  </CategoryButton>
                  {open && hasSubs && (
                    <ul className={classes.subtree}>
                      {c.subcategories.map((s) => (
                        <li key={s.subcategory}>
                          <CategoryButton
                            current={subCategory === s.subcategory}
                            onClick={() => onCategory(c.category, s.subcategory)}
                          >
                            {s.subcategory}
                          </CategoryButton>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </nav>
    </Stack>
  );
}
