import { TextInput } from '@mantine/core';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { LIMITS } from '../../../../shared/constants';

// The shell's search box is on the form layer, whose zod and @mantine/form would add about a
// quarter to every page's first JavaScript. Until someone uses the box, a plain input of the
// same look stands in: its first focus loads the real form (its own chunk), which takes over once
// loaded with whatever was typed meanwhile and keeps the focus; a submit before that runs then.
const loadForm = () => import('./shell-search-form');
const ShellSearchForm = lazy(loadForm);

const WIDTH = { base: '100%', md: 260 } as const;

export function ShellSearch({ onSearch }: { onSearch?: () => void }) {
  const [started, setStarted] = useState<{ text: string; submit: boolean } | undefined>();
  if (started) {
    return (
      <Suspense fallback={<Stand text={started.text} />}>
        <ShellSearchForm onSearch={onSearch} initialText={started.text} submitNow={started.submit} />
      </Suspense>
    );
  }
  // The first start wins: a load finishing after a submit must not undo it.
  const start = (text: string, submit = false) => setStarted((now) => now ?? { text, submit });
  return <Stand text="" onStart={start} />;
}

/** The stand-in: the real box's markup and size, without its code. */
function Stand({ text, onStart }: { text: string; onStart?: (text: string, submit?: boolean) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onStart?.(input.current?.value ?? '', true);
  };
  const focus = () => {
    if (onStart) void loadForm().then(() => onStart(input.current?.value ?? ''));
  };
  return (
    <form role="search" aria-label="Site search" onSubmit={submit} noValidate data-ready="false">
      <TextInput
        ref={input}
        defaultValue={text}
        maxLength={LIMITS.shellSearch}
        placeholder="Search local deals"
        aria-label="Search local deals"
        w={WIDTH}
        readOnly={!onStart}
        onFocus={focus}
      />
    </form>
  );
}
