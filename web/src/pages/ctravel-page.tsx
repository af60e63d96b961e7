import { Container } from '@mantine/core';
import { MembersOnly } from '../components/members-only';
import { PartnerPage, TRAVEL_PAGES } from '../features/travel/partner-page';

// /b2c/ctravel: login required; the partner link carries a fresh id from b2c/getid.
export default function CTravelPage() {
  return (
    <MembersOnly>
      <Container size="md" py="lg">
        <PartnerPage partner="travel" content={TRAVEL_PAGES.travel} />
      </Container>
    </MembersOnly>
  );
}
