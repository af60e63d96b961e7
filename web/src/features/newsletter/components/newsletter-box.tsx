import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState, type ComponentType, type FormEvent } from 'react';
import { LIMITS } from '../../../../../shared/constants';
import type { NewsletterFormProps } from './newsletter-form';

// The b2b shell's newsletter box. Its form is on the form layer (zod and @mantine/form), which no
// other part of the b2b page's first screen needs: until someone uses the box, a plain form of the
// same look stands in, and its first focus (or a submit) loads the real one. As the shell's
// search (app/layout/shell-search.tsx): the typed text lives here, the form renders only once
// loaded, takes the focus in the same commit, and a submit made on the stand-in runs once mounted.

type Form = ComponentType<NewsletterFormProps>;
let loadedForm: Form | undefined;
let loading: Promise<Form> | undefined;
const loadForm = () => (loading ??= import('./newsletter-form').then((m) => (loadedForm = m.default)));

export function NewsletterBox({ coopKey, coopName }: { coopKey: string; coopName: string }) {
  const [Form, setForm] = useState<Form | undefined>(() => loadedForm);
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const stand = useRef<HTMLInputElement>(null);
  const hadFocus = useRef(false);

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
    <Stack gap="xs" data-testid="newsletter">
      <Title order={2} size="h4">
        Newsletter
      </Title>
      <Text size="sm">News and new savings from {coopName} in your inbox. We send a link to confirm your address first.</Text>
      {Form ? (
        <Form coopKey={coopKey} initialText={text} submitNow={submitted} takeFocus={hadFocus.current} />
      ) : (
        <form onSubmit={submit} noValidate aria-label="Newsletter" data-ready="false">
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              ref={stand}
              label="Email address"
              type="email"
              autoComplete="email"
              maxLength={LIMITS.email}
              style={{ flex: 1 }}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              onFocus={start}
            />
            <Button type="submit">Subscribe</Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
