import { Container } from '@mantine/core';
import { ParksList } from '../features/travel/parks-list';
import { useIsLoggedIn } from '../lib/session-storage';

// /b2c/cparks: the seven parks for anyone; the browse link only for a member.
export default function CparksPage() {
  const member = useIsLoggedIn();
  return (
    <Container size="xl" py="lg">
      <ParksList member={member} />
    </Container>
  );
}
