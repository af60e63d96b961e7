import { Container, Stack, Text, Title } from '@mantine/core';
import { GroupDealsSection } from '../features/national-deals/group-deals-section';

// /b2c/centertainment: the deals of the group 'entertainment'.
export default function CentertainmentPage() {
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1}>Entertainment</Title>
          <Text mt="xs">Tickets, theme parks and nights out for less: up to 50% off parks for members.</Text>
        </div>
        <GroupDealsSection group="entertainment" />
      </Stack>
    </Container>
  );
}
