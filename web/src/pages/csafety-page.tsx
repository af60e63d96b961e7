import { Container, Stack, Text, Title } from '@mantine/core';
import { useHomeData } from '../features/home/get-home-data';
import { GroupDealsSection } from '../features/national-deals/group-deals-section';
import { SafetyProgramCard } from '../features/national-deals/safety-program';

// /b2c/csafety: the program card and the deals of the group 'safety', under the
// co-op's own name for the group when it has one.
export default function CsafetyPage() {
  const name =
    useHomeData().data?.features.find((g) => g.groupIdentifier === 'safety')?.groupName ?? 'Safety & Security';
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1}>{name}</Title>
          <Text mt="xs">Protection for your family, your home and the road, at member prices.</Text>
        </div>
        <SafetyProgramCard />
        <GroupDealsSection group="safety" heading="Safety deals" />
      </Stack>
    </Container>
  );
}
