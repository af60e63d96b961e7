import { Container, Stack, Text, Title } from '@mantine/core';
import { GroupDealsSection } from '../features/national-deals/group-deals-section';

// /b2c/alldeals: every group of the co-op with its deals, one section a group.
export default function AlldealsPage() {
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1}>All Deals</Title>
          <Text mt="xs">Every savings program your membership includes, in one place.</Text>
        </div>
        <GroupDealsSection group={null} />
      </Stack>
    </Container>
  );
}
