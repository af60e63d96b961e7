import { Anchor, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LoadError } from '../components/load-error';
import { MembersOnly } from '../components/members-only';
import { BusinessCard } from '../features/my-business/business-card';
import { BusinessMail } from '../features/partner-mailings/business-mail';
import { useMyBusinesses } from '../features/my-business/my-businesses';
import { PartnerNumbers } from '../features/partner-numbers/partner-numbers';
import { BusinessReports } from '../features/partner-reports/business-reports';
import { PartnerOffers } from '../features/partner-offers/partner-offers';

// /b2c/mybusiness (issue 40): the partner's side. Each of the member's businesses, and under it
// what each partner feature adds (numbers, offers, reports): one block per feature below.

function MyBusinessPage() {
  const list = useMyBusinesses();
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Title order={1}>My business</Title>
        {list.error ? (
          <LoadError
            inline
            title="We could not load your business"
            message={list.error.message}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : !list.data ? (
          <Loader role="status" aria-label="Loading your business" />
        ) : list.data.businesses.length === 0 ? (
          <Text data-testid="no-business">
            You have no approved business yet. To offer a discount to members,{' '}
            <Anchor component={Link} to="/b2c/newbp">
              tell us about your business
            </Anchor>
            .
          </Text>
        ) : (
          list.data.businesses.map((business) => (
            <BusinessCard key={business.bpId} business={business}>
              {/* partner features: one line each (numbers, offers, reports) */}
              <PartnerOffers bpId={business.bpId} />
              <PartnerNumbers bpId={business.bpId} viewer="owner" />
              <BusinessReports bpId={business.bpId} businessName={business.businessName} />
              <BusinessMail bpId={business.bpId} businessName={business.businessName} />
            </BusinessCard>
          ))
        )}
      </Stack>
    </Container>
  );
}

export default function MybusinessPage() {
  return (
    <MembersOnly>
      <MyBusinessPage />
    </MembersOnly>
  );
}
