import { Anchor, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { hasRole } from '#shared/roles.js';
import type { CoopData } from '#shared/schemas/home.js';
import { ChunkBoundary } from '#web/components/chunk-boundary.js';
import { LoadError } from '#web/components/load-error.js';
import { Preloader } from '#web/components/preloader.js';
import { useHomeData } from '#web/features/home/get-home-data.js';
import { NewsletterBox } from '#web/features/newsletter/newsletter-box.js';
import { openModal } from '#web/lib/modal-store.js';
import { retryableLazy } from '#web/lib/retryable-lazy.js';
import { useIsLoggedIn, useRole } from '#web/lib/session-storage.js';
import { present } from '#web/lib/text.js';
import { CONTACT_LINK, LEGAL_LINKS, MOBILE_APP_LINK } from './footer-links';
import { PageMain } from '../page-boundary';
import { ModalHost } from './modal-host';
import { ShellSearch } from './shell-search';
import { FooterFrame } from './site-footer';

// The business (b2b) shell: the co-op's contact data and the social links
// it has set, the nav to the member pages (Card only when logged in), the local-deals search,
// Account/Login with a login panel, the newsletter box and the footer links; Website Management
// for co-op admins and the network admin, Business Management for anyone logged in
// (docs/adr/0050-b2b-shell.md). In the co-op's colours, from the same home data as the member area.

const LoginPopover = retryableLazy(() => import('./b2b-login-panel'));

const NAV = [
  { label: 'Home', to: '/b2c/chome' },
  { label: 'Card', to: '/b2c/ccard', member: true },
  { label: 'Local Deals', to: '/b2c/clocaldeals' },
  { label: 'National Deals', to: '/b2c/cnationaldeals' },
  { label: 'Healthy Savings', to: '/b2c/chealthysavings' },
  { label: 'Tickets', to: '/b2c/ctickets' },
  { label: 'Travel', to: '/b2c/ctravel' },
  { label: 'Insurance', to: '/b2c/cinsurance' },
] as const;

const SOCIAL = [
  { field: 'facebook', label: 'Facebook' },
  { field: 'twitter', label: 'X (Twitter)' },
  { field: 'instagram', label: 'Instagram' },
  { field: 'linkedin', label: 'LinkedIn' },
  { field: 'youtube', label: 'YouTube' },
] as const satisfies readonly { field: keyof CoopData; label: string }[];

/** A social link is shown only when set, and only as a web address (never javascript: or the like). */
const webAddress = (value: string | null | undefined): value is string =>
  present(value) && /^https?:\/\/\S+$/i.test(value.trim());

function ContactBar({ coop }: { coop: CoopData }) {
  const social = SOCIAL.filter((s) => webAddress(coop[s.field]));
  return (
    <Box data-testid="b2b-contact-bar" bg="var(--coop-top-bar, #1f2937)" c="var(--coop-top-bar-text, #fff)" py={6}>
      <Container size="xl">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="lg" wrap="wrap" component="address" style={{ fontStyle: 'normal' }} aria-label="Contact">
            {present(coop.displayPhone) && (
              <Anchor href={`tel:${coop.displayPhone.replace(/[^\d+]/g, '')}`} c="inherit" size="sm">
                {coop.displayPhone}
              </Anchor>
            )}
            {present(coop.displayEmail) && (
              <Anchor href={`mailto:${coop.displayEmail.trim()}`} c="inherit" size="sm">
                {coop.displayEmail}
              </Anchor>
            )}
            {present(coop.displayAddress) && <Text size="sm">{coop.displayAddress}</Text>}
          </Group>
          {social.length > 0 && (
            <Group component="ul" gap="md" aria-label="Social media" m={0} p={0} style={{ listStyle: 'none' }}>
              {social.map((s) => (
                <li key={s.field}>
                  <Anchor
                    href={coop[s.field]!.trim()}
                    target="_blank"
                    rel="noopener noreferrer"
                    c="inherit"
                    size="sm"
                    fw={500}
                    aria-label={`${s.label} (opens in a new tab)`}
                  >
                    {s.label}
                  </Anchor>
                </li>
              ))}
            </Group>
          )}
        </Group>
      </Container>
    </Box>
  );
}

/**
 * Account/Login: a visitor's button opens the login panel (its popover and forms load on the first
 * press, then replace this button, open); a member's opens My Account.
 */
function AccountButton({ isLoggedIn }: { isLoggedIn: boolean }) {
  const [wanted, setWanted] = useState(false);
  if (isLoggedIn) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Button onClick={() => openModal('account')}>Account</Button>
        <Button variant="default" onClick={() => openModal('logout')}>
          Logout
        </Button>
      </Group>
    );
  }
  const standIn = (
    <Button onClick={() => setWanted(true)} loading={wanted}>
      Account/Login
    </Button>
  );
  if (!wanted) return standIn;
  // Its chunk missing (offline): the button again, which (like the connection's return) tries again.
  return (
    <ChunkBoundary fallback={(retry) => <Button onClick={retry}>Account/Login</Button>}>
      <Suspense fallback={standIn}>
        <LoginPopover />
      </Suspense>
    </ChunkBoundary>
  );
}

function Header({ coop, isLoggedIn }: { coop: CoopData; isLoggedIn: boolean }) {
  const { pathname } = useLocation();
  const nav = NAV.filter((item) => !('member' in item) || isLoggedIn);
  return (
    <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="xl" py="sm">
        <Group justify="space-between" wrap="wrap" gap="md">
          <Link to="/b2b" aria-label={`${coop.displayName} for business, home`}>
            <img
              src={coop.logo}
              alt={`${coop.displayName} logo`}
              height={56}
              width={168}
              style={{ objectFit: 'contain', objectPosition: 'left' }}
              data-testid="coop-logo"
            />
          </Link>
          <Group gap="md" wrap="wrap">
            <ShellSearch />
            <AccountButton isLoggedIn={isLoggedIn} />
          </Group>
        </Group>
        <Group component="nav" aria-label="Main" gap="lg" mt="xs" wrap="wrap">
          {nav.map((item) => (
            <Anchor
              key={item.to}
              component={Link}
              to={item.to}
              fw={600}
              size="sm"
              aria-current={pathname === item.to ? 'page' : undefined}
            >
              {item.label}
            </Anchor>
          ))}
        </Group>
      </Container>
    </Box>
  );
}

function Footer({ coop, coopKey, isLoggedIn }: { coop: CoopData; coopKey: string; isLoggedIn: boolean }) {
  const role = useRole();
  return (
    <FooterFrame coop={coop} columns={3}>
      <Stack gap="xs" component="nav" aria-label="Quick links">
        <Title order={2} size="h4">
          Quick Links
        </Title>
        {[MOBILE_APP_LINK, CONTACT_LINK, ...LEGAL_LINKS].map((l) => (
          <Anchor key={l.to} size="sm" component={Link} to={l.to}>
            {l.label}
          </Anchor>
        ))}
        {hasRole(role, 'admin') && (
          <Anchor size="sm" component={Link} to="/admin">
            Website Management
          </Anchor>
        )}
        {isLoggedIn && (
          <Anchor size="sm" component={Link} to="/b2c/newbp">
            Business Management
          </Anchor>
        )}
      </Stack>
      <NewsletterBox coopKey={coopKey} coopName={coop.displayName} />
    </FooterFrame>
  );
}

export default function B2bLayout() {
  const { data: arrived, error, refetch, isFetching } = useHomeData();
  const data = useDeferredValue(arrived);
  const loggedIn = useIsLoggedIn();

  useEffect(() => {
    if (data) document.title = `${data.coopData.displayName} for Business`;
  }, [data]);

  if (!data) {
    if (error) {
      return (
        <LoadError
          title="We could not load your cooperative's page"
          message={error.message}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      );
    }
    return <Preloader />;
  }

  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <ContactBar coop={data.coopData} />
      <Header coop={data.coopData} isLoggedIn={loggedIn} />
      <PageMain />
      <Footer coop={data.coopData} coopKey={data.key} isLoggedIn={loggedIn} />
      <ModalHost coopName={data.coopData.displayName} />
    </Box>
  );
}
