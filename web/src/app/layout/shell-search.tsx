import { ActionIcon, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { createSearchParams, useNavigate } from 'react-router-dom';
import { LIMITS, MESSAGES } from '../../../../shared/constants';

function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

/** The shell's local-deals search (spec section 5: at most 100 characters, empty is refused). */
export function ShellSearch({ onSearch }: { onSearch?: () => void }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    if (!search) {
      notifications.show({ title: MESSAGES.enterSearchTitle, message: MESSAGES.enterSearch, color: 'yellow' });
      return;
    }
    navigate({ pathname: '/b2c/clocaldeals', search: `?${createSearchParams({ search })}` });
    onSearch?.();
  };

  return (
    <form role="search" onSubmit={submit}>
      <TextInput
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={LIMITS.shellSearch}
        placeholder="Search local deals"
        aria-label="Search local deals"
        w={{ base: '100%', md: 260 }}
        rightSection={
          <ActionIcon type="submit" variant="subtle" aria-label="Search">
            <SearchIcon />
          </ActionIcon>
        }
      />
    </form>
  );
}
