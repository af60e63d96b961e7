import { Anchor, Container, Text } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { EmailedLinkAction } from '../components/emailed-link-action';
import { useUnsubscribe } from '../features/account/unsubscribe';
import { useHomeData } from '../features/home/get-home-data';

// /unsubscribe/{key1}/{key2}: the monthly deals digest's footer link. Opening it only asks; the
// button unsubscribes, once, without login. My Account shows the new preference.
export default function UnsubscribeLinkPage() {
  const { key1 = '', key2 = '' } = useParams();
  const name = useHomeData().data?.coopData.displayName ?? 'your cooperative';

  return (
    <Container size="sm" py="xl">
      <EmailedLinkAction
        title="Unsubscribe from the monthly savings email"
        question={`Stop the monthly email of member deals from ${name} to this address? Emails about your account, such as password resets, still come.`}
        action="Unsubscribe"
        doneTitle="Unsubscribed"
        testId="unsubscribe-result"
        keys={{ key1, key2 }}
        mutation={useUnsubscribe()}
      >
        <Text>
          You can change your email preference at any time: log in and open My Account at the top of the page.
        </Text>
        <Anchor component={Link} to="/b2c/chome">
          Go to the home page
        </Anchor>
      </EmailedLinkAction>
    </Container>
  );
}
