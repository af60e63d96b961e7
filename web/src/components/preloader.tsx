import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** Full-screen loader while the co-op's home data (and so its look) is not known yet. */
export function Preloader() {
  return (
    <Center h="100dvh" role="status" aria-live="polite" data-testid="preloader">
      <Loader color="gray" size="lg" />
      <VisuallyHidden>Loading</VisuallyHidden>
    </Center>
  );
}

/** A smaller loader for a page of the member area, inside the shell. */
export function PageLoader() {
  return (
    <Center mih={320} role="status" aria-live="polite">
      <Loader />
      <VisuallyHidden>Loading</VisuallyHidden>
    </Center>
  );
}
