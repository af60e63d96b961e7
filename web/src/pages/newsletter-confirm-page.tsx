import { Anchor, Container } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { EmailedLinkAction } from '../components/emailed-link-action';
import { useHomeData } from '../features/home/get-home-data';
import { useConfirmNewsletter } from '../features/newsletter/confirm-newsletter';

// /newsletter/{key1}/{key2}: the newsletter's emailed confirmation link, in the b2b shell. Opening
// it only asks (a mail scanner that opens links confirms nothing); the button confirms, once.
export default function NewsletterConfirmPage() {
  const { key1 = '', key2 = '' } = useParams();
  const name = useHomeData().data?.coopData.displayName ?? 'your cooperative';
  const mutation = useConfirmNewsletter();

  return (
    <Container size="sm" py="xl">
      <EmailedLinkAction
        title="Confirm your newsletter subscription"
        question={`Receive the ${name} newsletter at the address this link was sent to? Press the button to confirm.`}
        action="Confirm my subscription"
        doneTitle="Subscription confirmed"
        testId="newsletter-result"
        keys={{ key1, key2 }}
        mutation={mutation}
      >
        <Anchor component={Link} to="/b2b">
          Go to the business page
        </Anchor>
      </EmailedLinkAction>
    </Container>
  );
}
