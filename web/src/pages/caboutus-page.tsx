import '@mantine/core/styles/Image.css';
import { Anchor, Container, Image, Stack, Text, Title } from '@mantine/core';
import { BenefitList } from '../features/contact/benefit-list';
import { telHref, webHref } from '../features/contact/web-address';
import { useHomeData } from '../features/home/get-home-data';
import { present } from '../lib/text';

// /b2c/caboutus: the co-op's logo, display name, phone, web site and
// the program's benefit list.
export default function CaboutusPage() {
  const coop = useHomeData().data?.coopData;
  if (!coop) return null;
  const site = present(coop.displayURL) ? webHref(coop.displayURL) : null;
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        {/* A fixed box: the page does not move when the logo arrives, whatever its shape. */}
        <Image
          src={coop.logo}
          alt={`${coop.displayName} logo`}
          w={200}
          h={64}
          fit="contain"
          style={{ objectPosition: 'left' }}
        />
        <Title order={1}>About {coop.displayName}</Title>
        {present(coop.description) && <Text>{coop.description}</Text>}
        {present(coop.displayPhone) && (
          <Text>
            Phone: <Anchor href={telHref(coop.displayPhone)}>{coop.displayPhone}</Anchor>
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
        <Title order={2} size="h3" mt="md">
          Your member benefits
        </Title>
        <Text>Your {coop.displayName} membership includes, free of charge:</Text>
        <BenefitList />
      </Stack>
    </Container>
  );
}
