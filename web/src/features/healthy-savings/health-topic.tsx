import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { HEALTH } from '#shared/constants.js';
import { BenefitIntro } from '#web/components/benefit-intro.js';
import { OutsideLinkConfirm } from '#web/components/outside-link-confirm.js';
import { rxPricingUrl, useNewBenefitsId } from './api/new-benefits-id';
import { HealthDisclosure } from './components/health-disclosure';
import type { HealthTopic, HealthTopicId } from './health-topics';

/** One health page: Back to the hub, the claim and its points, limits, and the disclosure. */
export function HealthTopicView({ id, topic, coopName }: { id: HealthTopicId; topic: HealthTopic; coopName: string }) {
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/b2c/chealthysavings">
        ‹ Back to Healthy Savings
      </Anchor>
      <BenefitIntro title={topic.title} claim={topic.claim} points={topic.points} />
      {topic.limits && <Text fw={600}>{topic.limits}</Text>}
      <Group>
        {id === 'pharmacy' && <RxPriceButton />}
        {id !== 'pharmacy' && id !== 'diabetic' && id !== 'hearing' && (
          <Button component={Link} to="/b2c/chealth/locateproviders" variant="outline">
            Locate Provider
          </Button>
        )}
      </Group>
      <HealthDisclosure coopName={coopName} />
    </Stack>
  );
}

/** Pharmacy's price link, carrying the id from b2c/newbenefitsid; outside, so 'Please read' first. */
function RxPriceButton() {
  const nbid = useNewBenefitsId(true);
  const [url, setUrl] = useState<string | null>(null);
  return (
    <>
      <Button
        loading={nbid.isPending}
        disabled={!nbid.data}
        onClick={() => nbid.data && setUrl(rxPricingUrl(HEALTH.rxPricingUrl, nbid.data.nbid))}
      >
        Check prescription prices
      </Button>
      {nbid.error && (
        <Text c="red" role="alert">
          {nbid.error.message}
        </Text>
      )}
      <OutsideLinkConfirm url={url} onClose={() => setUrl(null)} />
    </>
  );
}
