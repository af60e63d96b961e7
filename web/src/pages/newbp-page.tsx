import { Container } from '@mantine/core';
import { PartnerLanding } from '../features/business-partners/partner-landing';
import { useHomeData } from '../features/home/get-home-data';

// /b2c/newbp: the business-partner landing page, Offer A Discount.
export default function NewbpPage() {
  const name = useHomeData().data?.coopData.displayName ?? 'cooperative';
  return (
    <Container size="lg" py="xl">
      <PartnerLanding coopName={name} />
    </Container>
  );
}
