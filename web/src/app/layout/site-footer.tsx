import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CREDIT_LINE, RELEASE_LABEL } from '#shared/constants.js';
import type { CoopData } from '#shared/schemas/home.js';
import { isStaff, useRole } from '#web/lib/session-storage.js';
import { present } from '#web/lib/text.js';
import { CONTACT_LINK, LEGAL_LINKS } from './footer-links';

/** Description, address, phone, contact, app stores, legal links, credit, year. */
export function SiteFooter({ coop }: { coop: CoopData }) {
  const hasApps = present(coop.iosAppUrl) || present(coop.androidAppUrl);
  // The Back Office link is for back-office staff (role from login).
  const staff = isStaff(useRole());

  return (
    <FooterFrame
      coop={coop}
      columns={4}
      legal={LEGAL_LINKS.map((l) => (
        <Anchor key={l.to} size="xs" component={Link} to={l.to}>
          {l.label}
        </Anchor>
      ))}
    >
      <Stack gap="xs">
        <Title order={2} size="h4">
          Contact
        </Title>
        {present(coop.displayAddress) && (
          <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
            {coop.displayAddress}
          </Text>
        )}
        {present(coop.displayPhone) && (
          <Anchor size="sm" href={`tel:${coop.displayPhone.replace(/[^\d+]/g, '')}`}>
            {coop.displayPhone}
          </Anchor>
        )}
        <Anchor size="sm" component={Link} to={CONTACT_LINK.to}>
          {CONTACT_LINK.label}
        </Anchor>
      </Stack>
      <Stack gap="xs" component="nav" aria-label="Quick links">
        <Title order={2} size="h4">
          Quick Links
        </Title>
        <Anchor size="sm" component={Link} to="/b2c/alldeals">
          All Deals
        </Anchor>
        <Anchor size="sm" component={Link} to="/b2c/caboutus">
          About Us
        </Anchor>
        {staff && (
          <Anchor size="sm" component={Link} to="/admin/ahome">
            Back Office
          </Anchor>
        )}
        {staff && (
          <Anchor size="sm" component={Link} to="/admin/business-partners">
            Business review
          </Anchor>
        )}
      </Stack>
      {hasApps && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            Mobile App
          </Title>
          {present(coop.iosAppUrl) && (
            <Anchor size="sm" href={coop.iosAppUrl} target="_blank" rel="noopener noreferrer">
              Download on the App Store
            </Anchor>
          )}
          {present(coop.androidAppUrl) && (
            <Anchor size="sm" href={coop.androidAppUrl} target="_blank" rel="noopener noreferrer">
              Get it on Google Play
            </Anchor>
          )}
        </Stack>
      )}
    </FooterFrame>
  );
}

/**
 * The frame the member and business footers share: the co-op's name and description, then the
 * shell's own columns; under a divider the copyright (with the legal links beside it, when given)
 * and the credit line.
 */
export function FooterFrame({
  coop,
  columns,
  legal,
  children,
}: {
  coop: CoopData;
  columns: number;
  legal?: ReactNode;
  children: ReactNode;
}) {
  const year = new Date().getFullYear();
  const copyright = (
    <Text size="xs" c="gray.7">
      © {year} {coop.displayName}
    </Text>
  );
  return (
    <Box component="footer" bg="var(--mantine-color-gray-1)" mt="xl" py="xl">
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: columns }} spacing="xl">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {coop.displayName}
            </Title>
            <Text size="sm">{coop.description}</Text>
          </Stack>
          {children}
        </SimpleGrid>
        <Divider my="lg" />
        <Group justify="space-between" gap="xs">
          {legal ? (
            <Group gap="md">
              {copyright}
              {legal}
            </Group>
          ) : (
            copyright
          )}
          <Text size="xs" c="gray.7">
            {CREDIT_LINE} · {RELEASE_LABEL}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
