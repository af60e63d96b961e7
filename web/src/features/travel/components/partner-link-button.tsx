import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import type { PartnerId } from '#shared/constants.js';
import { OutsideLinkConfirm } from '#web/components/outside-link-confirm.js';
import { usePartnerLink } from '../api/get-partner-id';

/** Asks b2c/getid for a fresh id, then opens the partner's site after 'Please read'. */
export function PartnerLinkButton({ partner, label }: { partner: PartnerId; label: string }) {
  const link = usePartnerLink(partner);
  const [url, setUrl] = useState<string | null>(null);
  return (
    <>
      <Button size="md" loading={link.isPending} onClick={() => link.mutate(undefined, { onSuccess: setUrl })}>
        {label}
      </Button>
      {link.error && (
        <Text c="red" role="alert">
          {link.error.message}
        </Text>
      )}
      <OutsideLinkConfirm url={url} onClose={() => setUrl(null)} />
    </>
  );
}
