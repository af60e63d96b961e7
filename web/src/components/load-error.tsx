import { Alert, Button, Center, Stack } from '@mantine/core';
import { OFFLINE_MESSAGES } from '#shared/schemas/offline-messages.js';

interface LoadErrorProps {
  title: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  /** In the page's flow, left-aligned, instead of centred on the whole screen. */
  inline?: boolean;
}

/** A failed load the visitor can retry, instead of a blank page. */
export function LoadError({ title, message, onRetry, retrying = false, inline = false }: LoadErrorProps) {
  // Offline it is no error: the page plainly needs a connection.
  const offline = message === OFFLINE_MESSAGES.needsConnection;
  const panel = (
    <Stack align={inline ? 'flex-start' : 'center'} maw={inline ? undefined : 480}>
      {offline ? (
        <Alert color="gray" role="status" w={inline ? undefined : '100%'} data-testid="needs-connection">
          {message}
        </Alert>
      ) : (
        <Alert color="red" title={title} role="alert" w={inline ? undefined : '100%'}>
          {message}
        </Alert>
      )}
      <Button onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </Stack>
  );
  return inline ? (
    panel
  ) : (
    <Center mih="100dvh" p="md">
      {panel}
    </Center>
  );
}
