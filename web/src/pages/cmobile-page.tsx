import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useHomeData } from '../features/home/get-home-data';
import { present } from '../lib/text';

// /b2c/cmobile: the placeholder's stub line, and the
// store links when the co-op has an app.
export default function CmobilePage() {
  const coop = useHomeData().data?.coopData;
  if (!coop) return null;
  const ios = present(coop.iosAppUrl) ? coop.iosAppUrl : null;
  const android = present(coop.androidAppUrl) ? coop.androidAppUrl : null;
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Mobile App</Title>
        <Text data-testid="mobile-stub">Mobile app information is coming soon.</Text>
        {(ios || android) && (
          <>
            <Text>Take your {coop.displayName} member savings with you:</Text>
            <Group gap="md">
              {ios && (
                <Anchor href={ios} target="_blank" rel="noopener noreferrer">
                  Download on the App Store
                </Anchor>
              )}
              {android && (
                <Anchor href={android} target="_blank" rel="noopener noreferrer">
                  Get it on Google Play
                </Anchor>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Container>
  );
}
