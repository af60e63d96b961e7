import { Alert, Button, Center, Stack } from '@mantine/core';

interface LoadErrorProps {
  title: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed load the visitor can retry, instead of a blank page. */
export function LoadError({ title, message, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" maw={480}>
        <Alert color="red" title={title} role="alert" w="100%">
          {message}
        </Alert>
        <Button onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      </Stack>
    </Center>
  );
}
