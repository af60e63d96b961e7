import { Stack } from '@mantine/core';
import { BenefitIntro } from '#web/components/benefit-intro.js';
import type { PartnerId } from '#shared/constants.js';
import { PartnerLinkButton } from './components/partner-link-button';

export interface PartnerPageContent {
  title: string;
  claim: string;
  points: string[];
  action: string;
}

export const TRAVEL_PAGES: Record<'travel' | 'tickets', PartnerPageContent> = {
  travel: {
    title: 'Travel',
    claim: 'Save up to 70% on hotels, resorts, cruises and car rentals.',
    points: [
      'Member-only rates at hotels and resorts around the world.',
      'Cruises and car rentals at member prices.',
      'You are signed in on our travel partner’s site: no second account.',
    ],
    action: 'Search travel deals',
  },
  tickets: {
    title: 'Tickets',
    claim: 'Save on concerts, shows, sports, attractions and up to 50% off theme parks.',
    points: [
      'Discounted tickets for shows, games and attractions near you.',
      'Theme park tickets at member prices.',
      'You are signed in on our ticket partner’s site: no second account.',
    ],
    action: 'Browse tickets',
  },
};

/** ctravel and ctickets: the offer and the signed-in link to the partner. */
export function PartnerPage({ partner, content }: { partner: PartnerId; content: PartnerPageContent }) {
  return (
    <Stack gap="md">
      <BenefitIntro title={content.title} claim={content.claim} points={content.points} />
      <div>
        <PartnerLinkButton partner={partner} label={content.action} />
      </div>
    </Stack>
  );
}
