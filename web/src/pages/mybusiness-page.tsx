import { Anchor, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '../components/load-error';
import { MembersOnly } from '../components/members-only';
import { BusinessCard } from '../features/my-business/business-card';
import { BusinessMail } from '../features/partner-mailings/business-mail';
import { type MyBusiness, useMyBusinesses } from '../features/my-business/my-businesses';
import { PartnerNumbers } from '../features/partner-numbers/partner-numbers';
import { BusinessReports } from '../features/partner-reports/business-reports';
import { PartnerOffers } from '../features/partner-offers/partner-offers';
import { businessSectionQueries } from './mybusiness-prefetch';

// /b2c/mybusiness (issue 40): the partner's side. Each of the member's businesses, and under it
// what each partner feature adds (offers, numbers, reports, email): one block per feature.

/** True once every section's first data has answered (or failed: the section says so). */
function useSectionsSettled(bpId: string): boolean {
  const { offers, numbers, mail, reports } = businessSectionQueries(bpId);
  const settled = useQueries({
    queries: [offers, numbers, mail],
    combine: (results) => results.every((q) => q.data !== undefined || q.isError),
  });
  const firstReports = useInfiniteQuery(reports);
  return settled && (firstReports.data !== undefined || firstReports.isError);
}

/**
 * One business with its sections, shown together once their data is here: loaded one by one,
 * each section pushed the ones below it down as it arrived (a layout shift on every load).
 */
function Business({ business }: { business: MyBusiness }) {
  // Deferred: the sections are the page's largest render, and a query's answer renders at once
  // (its store update is synchronous); as a deferred update React renders them in short slices,
  // so a phone's main thread is never blocked for long. False at first even when the data came
  // with the page (its prefetch), for the same reason.
  const settled = useDeferredValue(useSectionsSettled(business.bpId), false);
  return (
    <BusinessCard business={business}>
      {settled ? (
        <>
          <PartnerOffers bpId={business.bpId} />
          <PartnerNumbers bpId={business.bpId} viewer="owner" />
          <BusinessReports bpId={business.bpId} businessName={business.businessName} />
          <BusinessMail bpId={business.bpId} businessName={business.businessName} />
        </>
      ) : (
        <Loader size="sm" role="status" aria-label={`Loading ${business.businessName}`} />
      )}
    </BusinessCard>
  );
}

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
          list.data.businesses.map((business) => <Business key={business.bpId} business={business} />)
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
