import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Button, Card, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { ResponseOf } from '#shared/routes.js';
import { DataTable } from '#web/components/data-table.js';
import { errorMessage } from '#web/lib/api-client.js';
import { formatDate, formatDollars } from '#web/lib/format.js';
import { downloadAgreement, useSetOffer } from '../api/partners-api';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

type Partner = ResponseOf<'admin/getpartner'>;
type Offer = Partner['offers'][number];

/** One active partner: its offers (on/off and expiration for admins) and its signed agreements. */
export function PartnerOffers({ partner, canChange }: { partner: Partner; canChange: boolean }) {
  const b = partner.business;
  return (
    <Card withBorder padding="lg" component="section" aria-label={b.businessName}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {b.businessName}
        </Title>
        <Text size="sm">
          {[b.address, `${b.city}, ${b.state} ${b.zip}`, b.phone, b.email, b.website].filter(Boolean).join(' · ')}
        </Text>
        <Title order={3} size="h4">
          Offers
        </Title>
        <Stack gap="sm">
          {partner.offers.map((o) => (
            <OfferRow key={o.dealId} bpId={b.bpId} offer={o} canChange={canChange} />
          ))}
        </Stack>
        <Title order={3} size="h4">
          Signed agreements
        </Title>
        {partner.agreements.length ? (
          <DataTable
            label="Signed agreements"
            minWidth={640}
            rows={partner.agreements}
            rowKey={(a) => String(a.version)}
            columns={[
              {
                header: 'Signed',
                cell: (a) => new Date(a.signedAt).toLocaleString('en-US', { timeZone: 'UTC' }) + ' UTC',
              },
              { header: 'Signer', cell: (a) => `${a.signer.name}, ${a.signer.title} (typed: ${a.signer.by})` },
              {
                header: 'From',
                cell: (a) => (
                  <Text size="xs">
                    {a.ip}
                    <br />
                    {a.userAgent}
                  </Text>
                ),
              },
              {
                header: 'PDF SHA-256',
                cell: (a) => (
                  <Text size="xs" style={{ wordBreak: 'break-all' }}>
                    {a.pdfSha256}
                  </Text>
                ),
              },
              { header: 'PDF', cell: (a) => <PdfButton bpId={b.bpId} version={a.version} /> },
            ]}
          />
        ) : (
          <Text c="dimmed">No signed agreement on file.</Text>
        )}
      </Stack>
    </Card>
  );
}

function PdfButton({ bpId, version }: { bpId: string; version: number }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadAgreement(bpId, version);
    } catch (error) {
      notifications.show({ color: 'red', title: COMMON_MESSAGES.errorTitle, message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      loading={busy}
      onClick={() => void download()}
      aria-label={`Download agreement version ${version}`}
    >
      Download
    </Button>
  );
}

function OfferRow({ bpId, offer, canChange }: { bpId: string; offer: Offer; canChange: boolean }) {
  const save = useSetOffer();
  const [enabled, setEnabled] = useState(offer.status === 1);
  const [expires, setExpires] = useState(offer.expirationDate);
  const changed = enabled !== (offer.status === 1) || expires !== offer.expirationDate;
  const submit = () =>
    save.mutate(
      { bpId, dealId: offer.dealId, status: enabled ? 1 : 0, expirationDate: expires },
      {
        onSuccess: (r) =>
          notifications.show({
            color: 'green',
            title: 'Saved',
            message: r.live ? r.message : `${r.message} It is not listed now.`,
          }),
      },
    );
  return (
    <Card withBorder padding="sm" component="article" aria-label={`Offer ${offer.value}`}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Text fw={600}>
            {offer.value}{' '}
            <Text span size="sm" c="dimmed">
              ({formatDollars(offer.dollarValue)} estimated saving)
            </Text>
          </Text>
          <Text size="sm">{offer.description}</Text>
          <Text size="xs" c="dimmed">
            At {offer.locations.join(', ')} · expires {formatDate(offer.expirationDate)}
          </Text>
        </div>
        <Group align="flex-end">
          <Switch
            label="Enabled"
            checked={enabled}
            disabled={!canChange}
            onChange={(e) => setEnabled(e.currentTarget.checked)}
          />
          <TextInput
            type="date"
            label="Expires"
            value={expires}
            disabled={!canChange}
            onChange={(e) => setExpires(e.currentTarget.value)}
            w={170}
          />
          {canChange ? (
            <Button onClick={submit} disabled={!changed} loading={save.isPending}>
              Save offer
            </Button>
          ) : null}
        </Group>
      </Group>
      {save.error ? (
        <Text c="red.8" size="sm" role="alert">
          {errorMessage(save.error)}
        </Text>
      ) : null}
    </Card>
  );
}
