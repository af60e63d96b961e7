import { Alert, Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useReviewQueue } from '../features/partner-review/api/review-api';

// /admin/ahome: the staff's Dashboard. The spec leaves it empty; the one figure it shows is the
// review queue's length, read from the queue itself.
export default function AdminHomePage() {
  const queue = useReviewQueue();
  const waiting = queue.data?.businesses.length;
  return (
    <Stack gap="md">
      <Title order={1}>Dashboard</Title>
      <Card withBorder padding="lg" maw={360} data-testid="waiting-businesses">
        <Text size="sm" c="dimmed">
          Businesses waiting for approval
        </Text>
        <Text fz={32} fw={700}>
          {waiting ?? '…'}
        </Text>
        <Anchor component={Link} to="/admin/business-partners" size="sm">
          Open the review queue
        </Anchor>
      </Card>
      {queue.error ? <Alert color="red">{queue.error.message}</Alert> : null}
    </Stack>
  );
}
