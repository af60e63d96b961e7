import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1}>Page not found</Title>
        <Text>The page you are looking for does not exist or is not available yet.</Text>
        <Button component={Link} to="/b2c/chome">
          Back to home
        </Button>
      </Stack>
    </Container>
  );
}
