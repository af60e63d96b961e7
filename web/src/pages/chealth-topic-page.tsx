import { Container } from '@mantine/core';
import { Navigate, useParams } from 'react-router-dom';
import { useHomeData } from '../features/home/api/get-home-data';
import { HealthTopicView } from '../features/healthy-savings/components/health-topic';
import { HEALTH_TOPICS, isHealthTopic } from '../features/healthy-savings/health-topics';
import { useIsLoggedIn } from '../lib/session-storage';
import NotFoundPage from './not-found-page';

// /b2c/chealth/{pharmacy,dental,vision,diabetic,hearing,chiro,lab,mri,imaging} (member-portal 2):
// members only; a visitor goes to the home page, as every health page does.
export default function ChealthTopicPage() {
  const { topic } = useParams();
  const member = useIsLoggedIn();
  const coopName = useHomeData().data?.coopData.displayName ?? 'your cooperative';
  if (!isHealthTopic(topic)) return <NotFoundPage />;
  if (!member) return <Navigate to="/b2c/chome" replace />;
  return (
    <Container size="md" py="lg">
      <HealthTopicView id={topic} topic={HEALTH_TOPICS[topic]} coopName={coopName} />
    </Container>
  );
}
