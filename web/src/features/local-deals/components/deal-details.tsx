import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { formatDollars } from '#web/lib/format.js';
import { present } from '#web/lib/text.js';
import type { OpenedDeal } from '../open-deal';
import { dealAddress, dealLogoSrc } from '../utils/format-deal';
import classes from './coupon.module.css';

// The deal modal's detail view: the business, the location, the offer
// with its limit and expiry, and what the member can do with it.

interface DealDetailsProps {
  deal: OpenedDeal;
  busy: 'favorite' | 'redeem' | null;
  onFavorite: () => void;
  onPrint: () => void;
  onMobile: () => void;
  /** "Report a problem" (ADR 0096). */
  onReport: () => void;
}

/** An address for a link only when it is one (the server adds http:// when the partner left it out). */
const webLink = (website: string | null) => (website && /^https?:\/\/[^\s]+$/i.test(website) ? website : null);

export function DealDetails({ deal, busy, onFavorite, onPrint, onMobile, onReport }: DealDetailsProps) {
  const logo = dealLogoSrc(deal.logo);
  const website = webLink(deal.website);
  // An empty address is a hidden one: city, state and ZIP only.
  const address = dealAddress({
    address: deal.address,
    hideAddress: present(deal.address) ? 0 : 1,
    city: deal.city,
    state: deal.state,
    zipcode: deal.zip,
  });
  // The partner's primary and secondary images (Logo & Images tab), when they have them.
  const photos = [deal.image1, deal.image2].filter(present);
  const phones = [deal.locationPhone, deal.phone].filter(present).filter((p, i, all) => all.indexOf(p) === i);

  return (
    <Stack gap="md" data-testid="deal-details">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {logo && (
          <img
            src={logo}
            alt={`${deal.businessName} logo`}
            width={140}
            height={105}
            style={{ objectFit: 'contain', flex: 'none' }}
            data-testid="deal-modal-logo"
          />
        )}
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={800} fz={24} lh={1.2} data-testid="deal-modal-value">
            {deal.value}
          </Text>
          <Text data-testid="deal-modal-description">{deal.description}</Text>
          <Text fw={700} data-testid="deal-modal-dollars">
            {formatDollars(deal.dollarValue)} value
          </Text>
        </Stack>
      </Group>
      <dl className={classes.fields}>
        <dt>Limit</dt>
        <dd data-testid="deal-modal-redemptions">{deal.redemptions}</dd>
        <dt>Expires</dt>
        <dd data-testid="deal-modal-expires">{deal.expirationDate}</dd>
      </dl>
      <Divider />
      <div>
        <Text fw={700}>{deal.businessName}</Text>
        {present(deal.businessDescription) && (
          <Text size="sm" data-testid="deal-modal-business-description">
            {deal.businessDescription}
          </Text>
        )}
      </div>
      {photos.length > 0 && (
        <div className={classes.photos}>
          {photos.map((src, i) => (
            <img
              key={src}
              src={src}
              alt={`${deal.businessName}, photo ${i + 1}`}
              width={240}
              height={160}
              loading="lazy"
              decoding="async"
              data-testid="deal-modal-photo"
            />
          ))}
        </div>
      )}
      <dl className={classes.fields}>
        <dt>Location</dt>
        <dd data-testid="deal-modal-location">{deal.locationName}</dd>
        <dt>Address</dt>
        <dd data-testid="deal-modal-address">{address}</dd>
        {phones.map((phone, i) => (
          <Fragment key={phone}>
            <dt>{i === 0 ? 'Phone' : 'Other phone'}</dt>
            <dd>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} data-testid="deal-modal-phone">
                {phone}
              </a>
            </dd>
          </Fragment>
        ))}
        {present(deal.email) && (
          <>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${deal.email}`} data-testid="deal-modal-email">
                {deal.email}
              </a>
            </dd>
          </>
        )}
        {website && (
          <>
            <dt>Website</dt>
            <dd>
              <a href={website} target="_blank" rel="noopener noreferrer" data-testid="deal-modal-website">
                {website.replace(/^https?:\/\//i, '')}
              </a>
            </dd>
          </>
        )}
      </dl>
      <Group gap="sm" mt="xs">
        <Button variant="outline" onClick={onFavorite} loading={busy === 'favorite'} disabled={busy === 'redeem'}>
          {deal.isFavorite ? 'Remove from favorites' : 'Add to favorites'}
        </Button>
        {deal.isPrinted === 1 && (
          <Button onClick={onPrint} disabled={busy !== null}>
            Print
          </Button>
        )}
        {deal.isMobile === 1 && (
          <Button onClick={onMobile} disabled={busy !== null}>
            Redeem on phone
          </Button>
        )}
      </Group>
      <Group justify="flex-end">
        <Button variant="subtle" size="compact-sm" onClick={onReport} disabled={busy !== null}>
          Report a problem
        </Button>
      </Group>
    </Stack>
  );
}
