import { ActionIcon, TextInput } from '@mantine/core';
import { LIMITS } from '#shared/constants.js';
import { DeferredForm, formLoader } from '#web/components/deferred-form.js';
import { SearchIcon } from './search-icon';
import type { ShellSearchFormProps } from './shell-search-form';

// The shell's search box is on the form layer, whose zod and @mantine/form would add about a
// quarter to every page's first JavaScript: until someone uses the box, a plain input of the same
// look stands in (components/deferred-form.tsx does the swap).

const loader = formLoader<ShellSearchFormProps>(() => import('./shell-search-form'));

const WIDTH = { base: '100%', md: 260 } as const;

export function ShellSearch({ onSearch }: { onSearch?: () => void }) {
  return (
    <DeferredForm
      loader={loader}
      formProps={{ onSearch }}
      standIn={({ input, form }) => (
        <form role="search" aria-label="Site search" {...form} noValidate data-ready="false">
          <TextInput
            {...input}
            maxLength={LIMITS.shellSearch}
            placeholder="Search local deals"
            aria-label="Search local deals"
            w={WIDTH}
            rightSection={
              <ActionIcon type="submit" variant="subtle" aria-label="Search">
                <SearchIcon />
              </ActionIcon>
            }
          />
        </form>
      )}
    />
  );
}
