import { Container } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { PartnerOptOut } from '../features/partner-mailings/partner-opt-out';

// /partnerunsubscribe/{business id}/{key2}: the monthly numbers email's opt-out link (ADR 0097).
export default function PartnerunsubscribePage() {
  const { key1 = '', key2 = '' } = useParams();
  return (
    <Container size="sm" py="xl">
      <PartnerOptOut key1={key1} key2={key2} />
    </Container>
  );
}
