import '@mantine/core/styles/Image.css';
import { Anchor, Image, Stack, Text, Title } from '@mantine/core';
import type { CoopData } from '#shared/schemas/home.js';
import { present } from '#web/lib/text.js';
import { telHref, webHref } from './web-address';

type Details = Pick<
  CoopData,
  'logo' | 'displayName' | 'displayAddress' | 'displayEmail' | 'displayPhone' | 'displayCellPhone' | 'displayURL'
>;

/**
 * The co-op's logo and name, then each contact detail it has on file:
 * address, email, phone, cell phone and web site (a new tab). Absent ones leave no empty row.
 */
export function CoopContactCard({ coop, headingOrder = 2 }: { coop: Details; headingOrder?: 1 | 2 }) {
  const site = present(coop.displayURL) ? webHref(coop.displayURL) : null;
  return (
    <Stack gap="xs" data-testid="coop-contact">
      {/* A fixed box: the card does not move when the logo arrives, whatever its shape. */}
      <Image
        src={coop.logo}
        alt={`${coop.displayName} logo`}
        w={180}
        h={56}
        fit="contain"
        style={{ objectPosition: 'left' }}
      />
      <Title order={headingOrder} size="h3">
        {coop.displayName}
      </Title>
      {present(coop.displayAddress) && <Text>{coop.displayAddress}</Text>}
      {present(coop.displayEmail) && (
        <Text>
          Email: <Anchor href={`mailto:${coop.displayEmail.trim()}`}>{coop.displayEmail}</Anchor>
        </Text>
      )}
      {present(coop.displayPhone) && (
        <Text>
          Phone: <Anchor href={telHref(coop.displayPhone)}>{coop.displayPhone}</Anchor>
        </Text>
      )}
      {present(coop.displayCellPhone) && (
        <Text>
          Cell phone: <Anchor href={telHref(coop.displayCellPhone)}>{coop.displayCellPhone}</Anchor>
        </Text>
      )}
      {site && (
        <Text>
          Web site:{' '}
          <Anchor href={site} target="_blank" rel="noopener noreferrer">
            {coop.displayURL}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
