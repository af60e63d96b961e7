import { Stack, Text, Title } from '@mantine/core';
import { ActivityList } from '../features/admin-activity/activity-list';

// /admin/activity: the audit trail of every staff action in the co-op (ADR 0089), for admins. The
// server checks role and co-op on every call.
export default function AdminActivityPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>Activity</Title>
      <Text c="dimmed">Every change staff made in your cooperative: who, when, what, from where. Kept two years.</Text>
      <ActivityList />
    </Stack>
  );
}
