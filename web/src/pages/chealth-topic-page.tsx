import { Container } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { MembersOnly } from '../components/members-only';
import { useHomeData } from '../features/home/get-home-data';
import { HealthTopicView } from '../features/healthy-savings/health-topic';
import { HEALTH_TOPICS, isHealthTopic } from '../features/healthy-savings/health-topics';
import NotFoundPage from './not-found-page';

// /b2c/chealth/{pharmacy,dental,vision,diabetic,hearing,chiro,lab,mri,imaging}:
// members only; a visitor gets 'Please Login' and the home page, as at every other gate.
export default function ChealthTopicPage() {
  const { topic } = useParams();
  const coopName = useHomeData().data?.coopData.displayName ?? 'your cooperative';
  if (!isHealthTopic(topic)) return <NotFoundPage />;
  return (
    <MembersOnly>
      <Container size="md" py="lg">
        <HealthTopicView id={topic} topic={HEALTH_TOPICS[topic]} coopName={coopName} />
      </Container>
    </MembersOnly>
  );
}
