import '@mantine/core/styles/Card.css';
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BarChart } from '../components/bar-chart';
import { LoadError } from '../components/load-error';
import { Preloader } from '../components/preloader';
import { useDashboard } from '../features/admin-stats/stats-api';
import { errorMessage } from '../lib/api-client';
import { formatDate, formatDollars } from '../lib/format';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// /admin/ahome: the staff's Dashboard. Its figures come from counters the API keeps as members
// sign up and redeem and businesses are submitted and go live (never a count of the tables).
export default function AdminHomePage() {
  const stats = useDashboard();
  if (stats.error)
    return (
      <LoadError
        title={COMMON_MESSAGES.errorTitle}
        message={errorMessage(stats.error)}
        onRetry={() => void stats.refetch()}
      />
    );
  if (!stats.data) return <Preloader />;
  const d = stats.data;
  const week = (w: { week: string }) => formatDate(w.week);
  return (
    <Stack gap="lg">
      <Title order={1}>Dashboard</Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <Figure label="Members" value={d.members.toLocaleString('en-US')} />
        <Figure label="Sign-ups, last 30 days" value={d.signups30.toLocaleString('en-US')} />
        <Figure label="Redemptions, last 30 days" value={d.redemptions30.toLocaleString('en-US')} />
        <Figure label="Estimated member savings, last 30 days" value={formatDollars(d.savings30)} />
        <Figure
          label="Businesses waiting for approval"
          value={d.waitingPartners.toLocaleString('en-US')}
          testId="waiting-businesses"
          more={
            <Anchor component={Link} to="/admin/business-partners" size="sm">
              Open the review queue
            </Anchor>
          }
        />
        <Figure label="Live deals" value={d.liveDeals.toLocaleString('en-US')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <BarChart
          title="Redemptions a week"
          color="#1c7ed6"
          bars={d.weeks.map((w) => ({ label: week(w), value: w.redemptions }))}
        />
        <BarChart
          title="Sign-ups a week"
          color="#2f9e44"
          bars={d.weeks.map((w) => ({ label: week(w), value: w.signups }))}
        />
      </SimpleGrid>
    </Stack>
  );
}

function Figure({ label, value, more, testId }: { label: string; value: string; more?: ReactNode; testId?: string }) {
  return (
    <Card withBorder padding="lg" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700}>
        {value}
      </Text>
      {more}
    </Card>
  );
}
