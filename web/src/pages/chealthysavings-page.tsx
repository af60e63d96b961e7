import { Container, Stack } from '@mantine/core';
import { useHomeData } from '../features/home/get-home-data';
import { HealthHub } from '../features/healthy-savings/health-hub';
import { GroupDealsSection } from '../features/national-deals/group-deals-section';
import { useIsLoggedIn } from '../lib/session-storage';

// /b2c/chealthysavings: the health hub and the deals of the group 'health'.
export default function ChealthysavingsPage() {
  const member = useIsLoggedIn();
  const coopName = useHomeData().data?.coopData.displayName ?? 'your cooperative';
  return (
    <Container size="xl" py="lg">
      <Stack gap="xl">
        <HealthHub member={member} coopName={coopName} />
        <GroupDealsSection group="health" />
      </Stack>
    </Container>
  );
}
