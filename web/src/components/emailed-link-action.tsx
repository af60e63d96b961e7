import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { errorMessage } from '../lib/api-client';

/** The mutation an emailed link's button runs with the link's two keys. */
interface LinkMutation {
  mutate: (keys: { key1: string; key2: string }) => void;
  data?: { success?: boolean; message?: string };
  error: unknown;
  isPending: boolean;
}

interface EmailedLinkActionProps {
  title: string;
  /** What the button will do, asked before it does it. */
  question: ReactNode;
  action: string;
  /** The answer's title once done. */
  doneTitle: string;
  /** The answer's test id, done or refused. */
  testId: string;
  keys: { key1: string; key2: string };
  mutation: LinkMutation;
  /** Below the question or the answer (a way on). */
  children?: ReactNode;
}

// An emailed link that changes something (a newsletter confirmation, the digest's unsubscribe, a
// partner's opt-out): opening it only asks, since a mail scanner that opens links must change
// nothing; the button does it, once, and the answer replaces the question.
export function EmailedLinkAction({
  title,
  question,
  action,
  doneTitle,
  testId,
  keys,
  mutation: { mutate, data, error, isPending },
  children,
}: EmailedLinkActionProps) {
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{title}</Title>
      {data?.success ? (
        <Alert color="green" title={doneTitle} role="status" w="100%" data-testid={testId}>
          {data.message}
        </Alert>
      ) : (
        <>
          <Text>{question}</Text>
          {error ? (
            <Alert color="red" title={COMMON_MESSAGES.errorTitle} role="alert" w="100%" data-testid={testId}>
              {errorMessage(error)}
            </Alert>
          ) : null}
          <Button onClick={() => mutate(keys)} loading={isPending} disabled={Boolean(error)}>
            {action}
          </Button>
        </>
      )}
      {children}
    </Stack>
  );
}
