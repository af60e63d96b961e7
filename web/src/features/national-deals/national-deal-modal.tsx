import '@mantine/core/styles/Image.css';
import { Button, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { AppModal } from '#web/components/app-modal.js';
import { present } from '#web/lib/text.js';
import type { NationalDealItem } from './list-national-deals';
import { OutsideLinkConfirm } from '#web/components/outside-link-confirm.js';
import { CallDialog } from './components/deal-dialogs';

// Company name, title, logo, business overview, notes, redemption by phone or URL
// and up to three alternate images; the string 'null' or a missing value is absent. X closes.

export function NationalDealModal({ deal, onClose }: { deal: NationalDealItem; onClose: () => void }) {
  const [confirmUrl, setConfirmUrl] = useState<string | null>(null);
  const [callPhone, setCallPhone] = useState<string | null>(null);
  const alternates = [deal.altImage1, deal.altImage2, deal.altImage3].filter(present);
  const dialogOpen = confirmUrl !== null || callPhone !== null;
  return (
    <AppModal
      title={deal.companyName}
      onClose={onClose}
      size="lg"
      testId="national-deal-modal"
      closeOnEscape={!dialogOpen}
    >
      <Stack gap="md">
        <Image src={deal.logoURL} alt={`${deal.companyName} logo`} mah={160} fit="contain" />
        <Title order={2} size="h3" data-testid="national-deal-title">
          {deal.title}
        </Title>
        {present(deal.businessOverview) && <Text data-testid="national-deal-overview">{deal.businessOverview}</Text>}
        {present(deal.notes) && (
          <Text size="sm" c="dimmed" data-testid="national-deal-notes">
            {deal.notes}
          </Text>
        )}
        {alternates.length > 0 && (
          <SimpleGrid cols={{ base: 1, xs: alternates.length }} spacing="sm">
            {alternates.map((src, i) => (
              <Image
                key={src}
                src={src}
                alt={`${deal.companyName} image ${i + 1}`}
                radius="sm"
                data-testid="national-deal-alt"
              />
            ))}
          </SimpleGrid>
        )}
        <Group justify="flex-end" gap="sm">
          {present(deal.redemptionPhone) && (
            <Button
              variant={present(deal.redemptionUrl) ? 'outline' : 'filled'}
              onClick={() => setCallPhone(deal.redemptionPhone)}
            >
              Redeem by phone
            </Button>
          )}
          {present(deal.redemptionUrl) && (
            <Button onClick={() => setConfirmUrl(deal.redemptionUrl)}>Get this deal</Button>
          )}
        </Group>
      </Stack>
      <OutsideLinkConfirm url={confirmUrl} onClose={() => setConfirmUrl(null)} />
      <CallDialog phone={callPhone} onClose={() => setCallPhone(null)} />
    </AppModal>
  );
}
