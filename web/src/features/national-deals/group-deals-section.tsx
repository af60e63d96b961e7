import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '#web/lib/api-client.js';
import { useIsLoggedIn } from '#web/lib/session-storage.js';
import { memberPath } from '#web/lib/text.js';
import { useAvailableDeals, type AvailableDeal } from './api/available-deals';
import { isWebAddress } from '#web/components/outside-link-confirm.js';
import { showPleaseLogin } from '#web/lib/please-login.js';
import { needsLogin } from './utils/please-login';
import { OutsideLinkConfirm } from '#web/components/outside-link-confirm.js';
import { GroupDealsList } from './components/group-deals-list';
import { AfterFirstPaint } from '#web/components/after-first-paint.js';
import { BENEFITS_MESSAGES } from '#shared/schemas/benefits-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

/** Room kept for a group not rendered yet (below the fold, so nothing in sight moves). */
const GROUP_PLACEHOLDER_PX = 400;

/**
 * Follows a group deal's route: an outside link or a link carrying a query needs
 * a login ('Please Login' otherwise); an outside link opens after the 'Please read' confirmation.
 */
export function useGroupDealOpener() {
  const member = useIsLoggedIn();
  const navigate = useNavigate();
  const [confirmUrl, setConfirmUrl] = useState<string | null>(null);
  const open = (deal: AvailableDeal) => {
    if (needsLogin(deal.route) && !member) return showPleaseLogin('please-login');
    if (isWebAddress(deal.route)) return setConfirmUrl(deal.route);
    navigate(memberPath(deal.route));
  };
  const dialog = <OutsideLinkConfirm url={confirmUrl} onClose={() => setConfirmUrl(null)} />;
  return { open, dialog };
}

/** Groups deals by their group name, keeping the server's order of groups and deals. */
export function byGroupName(deals: readonly AvailableDeal[]): [string, AvailableDeal[]][] {
  const groups = new Map<string, AvailableDeal[]>();
  for (const deal of deals) groups.set(deal.groupName, [...(groups.get(deal.groupName) ?? []), deal]);
  return [...groups];
}

interface GroupDealsSectionProps {
  /** A group identifier, or null for every group of the co-op (alldeals), one section per group. */
  group: string | null;
  heading?: string;
}

/** The deals of a group (or of all groups) with their loading, empty and failure states. */
export function GroupDealsSection({ group, heading }: GroupDealsSectionProps) {
  const member = useIsLoggedIn();
  const deals = useAvailableDeals(group, member);
  const opener = useGroupDealOpener();
  let body;
  if (deals.isPending) {
    body = (
      <Center py="xl">
        <Loader role="status" aria-label="Loading deals" />
      </Center>
    );
  } else if (deals.isError) {
    body = (
      <Alert color="red" title={COMMON_MESSAGES.errorTitle} role="alert">
        {errorMessage(deals.error)}
      </Alert>
    );
  } else if (deals.data.deals.length === 0) {
    // A visitor may see nothing because the group is for members only.
    body = (
      <Text data-testid="group-deals-empty">
        {member ? BENEFITS_MESSAGES.noGroupDeals : COMMON_MESSAGES.loginRequired}
      </Text>
    );
  } else if (group === null) {
    body = (
      <Stack gap="xl">
        {byGroupName(deals.data.deals).map(([name, list], i) => {
          const section = (
            <section key={name} aria-label={name} data-testid="deal-group">
              <Title order={2} size="h3" mb="sm">
                {name}
              </Title>
              <GroupDealsList deals={list} onOpen={opener.open} headingOrder={3} />
            </section>
          );
          // The first group fills a phone's screen; the others follow one per task after it paints.
          return i === 0 ? (
            section
          ) : (
            <AfterFirstPaint key={name} minHeight={GROUP_PLACEHOLDER_PX} step={i - 1}>
              {section}
            </AfterFirstPaint>
          );
        })}
      </Stack>
    );
  } else {
    body = <GroupDealsList deals={deals.data.deals} onOpen={opener.open} headingOrder={heading ? 3 : 2} />;
  }
  return (
    <section aria-label={heading ?? 'Deals'}>
      {heading && (
        <Title order={2} mb="md">
          {heading}
        </Title>
      )}
      {body}
      {opener.dialog}
    </section>
  );
}
