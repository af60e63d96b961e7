import { ActionIcon, TextInput } from '@mantine/core';
import { useRef, useState, type ComponentType, type FormEvent } from 'react';
import { LIMITS } from '../../../../shared/constants';
import { SearchIcon } from './search-icon';
import type { ShellSearchFormProps } from './shell-search-form';

// The shell's search box is on the form layer, whose zod and @mantine/form would add about a
// quarter to every page's first JavaScript. Until someone uses the box, a plain input of the same
// look stands in; its first focus (or a submit) loads the real form. The swap cannot lose a
// keystroke: the stand-in's text lives in this component's state, the form is only rendered once
// its module is loaded (no Suspense fallback in between), it takes the focus in the same commit,
// and a submit made on the stand-in runs as soon as the form is there.

type Form = ComponentType<ShellSearchFormProps>;
let loadedForm: Form | undefined;
let loading: Promise<Form> | undefined;
const loadForm = () => (loading ??= import('./shell-search-form').then((m) => (loadedForm = m.default)));

const WIDTH = { base: '100%', md: 260 } as const;

export function ShellSearch({ onSearch }: { onSearch?: () => void }) {
  const [Form, setForm] = useState<Form | undefined>(() => loadedForm);
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const stand = useRef<HTMLInputElement>(null);
  const hadFocus = useRef(false);

  if (Form) return <Form onSearch={onSearch} initialText={text} submitNow={submitted} takeFocus={hadFocus.current} />;

  const start = () => {
    void loadForm().then((form) => {
      hadFocus.current = document.activeElement === stand.current;
      setForm(() => form);
    });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    start();
  };
  return (
    <form role="search" aria-label="Site search" onSubmit={submit} noValidate data-ready="false">
      <TextInput
        ref={stand}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onFocus={start}
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
  );
}
