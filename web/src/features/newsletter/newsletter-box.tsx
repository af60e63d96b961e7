import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { LIMITS } from '#shared/constants.js';
import { DeferredForm, formLoader } from '#web/components/deferred-form.js';
import type { NewsletterFormProps } from './components/newsletter-form';

// The b2b shell's newsletter box. Its form is on the form layer (zod and @mantine/form), which no
// other part of the b2b page's first screen needs: until someone uses the box, a plain form of the
// same look stands in, and its first focus (or a submit) loads the real one (as for the shell's
// search, components/deferred-form.tsx does the swap).

const loader = formLoader<NewsletterFormProps>(() => import('./components/newsletter-form'));

export function NewsletterBox({ coopKey, coopName }: { coopKey: string; coopName: string }) {
  return (
    <Stack gap="xs" data-testid="newsletter">
      <Title order={2} size="h4">
        Newsletter
      </Title>
      <Text size="sm">
        News and new savings from {coopName} in your inbox. We send a link to confirm your address first.
      </Text>
      <DeferredForm
        loader={loader}
        formProps={{ coopKey }}
        standIn={({ input, form }) => (
          <form {...form} noValidate aria-label="Newsletter" data-ready="false">
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                {...input}
                label="Email address"
                type="email"
                autoComplete="email"
                maxLength={LIMITS.email}
                style={{ flex: 1 }}
              />
              <Button type="submit">Subscribe</Button>
            </Group>
          </form>
        )}
      />
    </Stack>
  );
}
