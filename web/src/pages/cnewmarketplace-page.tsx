import { Container } from '@mantine/core';
import { MembersOnly } from '../components/members-only';
import { MarketplaceHub } from '../features/marketplace/marketplace-view';

// /b2c/cnewmarketplace: the marketplace pages; members only.
export default function CnewmarketplacePage() {
  return (
    <MembersOnly>
      <Container size="xl" py="lg">
        <MarketplaceHub />
      </Container>
    </MembersOnly>
  );
}
