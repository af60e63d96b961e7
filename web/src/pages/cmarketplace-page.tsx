import { Container } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { MembersOnly } from '../components/members-only';
import { isMarketplaceItem, MARKETPLACE_PAGES } from '../features/marketplace/marketplace-pages';
import { MarketplaceView } from '../features/marketplace/marketplace-view';
import NotFoundPage from './not-found-page';

// /b2c/cmarketplace/{clenses,cpets,cmarketinsurance}: members only.
export default function CmarketplacePage() {
  const { item } = useParams();
  if (!isMarketplaceItem(item)) return <NotFoundPage />;
  return (
    <MembersOnly>
      <Container size="md" py="lg">
        <MarketplaceView page={MARKETPLACE_PAGES[item]} />
      </Container>
    </MembersOnly>
  );
}
