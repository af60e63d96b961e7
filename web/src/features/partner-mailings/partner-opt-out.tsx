import { EmailedLinkAction } from '#web/components/emailed-link-action.js';
import { usePartnerOptOut } from './partner-mail-api';

// The monthly numbers email's opt-out link (ADR 0097): opening it only asks; the button stops the
// email, once, without login. Mail providers' one-click POST reaches the same route.
export function PartnerOptOut({ key1, key2 }: { key1: string; key2: string }) {
  return (
    <EmailedLinkAction
      title="Stop the monthly numbers email"
      question="Stop the monthly email with your offers' numbers? The reminders before an offer ends still come."
      action="Stop the monthly email"
      doneTitle="Done"
      testId="partner-optout-result"
      keys={{ key1, key2 }}
      mutation={usePartnerOptOut()}
    />
  );
}
