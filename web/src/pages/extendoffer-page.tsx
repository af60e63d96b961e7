import { Container } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { OfferExtensionPage } from '../features/partner-mailings/offer-extension';

// /extendoffer/{business id}/{key2}: the end-date reminder's link (ADR 0097). The owner needs no
// login: the link's keys are its authority, and it works once.
export default function ExtendofferPage() {
  const { key1 = '', key2 = '' } = useParams();
  return (
    <Container size="sm" py="xl">
      <OfferExtensionPage key1={key1} key2={key2} />
    </Container>
  );
}
