import '@mantine/core/styles/Grid.css';
import { Container, Grid, Paper, Text, Title } from '@mantine/core';
import { ContactForm } from '../features/contact/contact-form';
import { CoopContactCard } from '../features/contact/coop-contact-card';
import { useHomeData } from '../features/home/get-home-data';

// /b2c/ccontact (local-deals sections 2, 5, 8): the co-op's contact details and the Contact Us
// form, whose message goes to the co-op shown here.
export default function CcontactPage() {
  const coop = useHomeData().data?.coopData;
  if (!coop) return null; // The member layout renders pages only once the home data is there.
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Contact Us
      </Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <CoopContactCard coop={coop} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="lg" radius="md">
            <Title order={2} size="h3">
              Send us a message
            </Title>
            <Text size="sm" c="gray.7" mb="md">
              {coop.displayName} will answer by email.
            </Text>
            <ContactForm coopKey={String(coop.plid)} />
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
