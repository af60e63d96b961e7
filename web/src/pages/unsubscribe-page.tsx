import '@mantine/core/styles/List.css';
import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useHomeData } from '../features/home/get-home-data';

// /unsubscribe: instructions only. The preference itself is set in My
// Account (website) or Update Information (mobile app).
export default function UnsubscribePage() {
  const name = useHomeData().data?.coopData.displayName ?? 'your cooperative';
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Unsubscribe from emails</Title>
        <Text>You choose whether {name} sends you emails about your member savings. To stop receiving them:</Text>
        <List type="ordered" spacing="xs">
          <List.Item>Log in to your account on this website.</List.Item>
          <List.Item>Open My Account and go to the My Account tab.</List.Item>
          <List.Item>Set the email communication preference to no emails, then save your changes.</List.Item>
        </List>
        <Text>In the mobile app, open Update Information and change the same email communication preference.</Text>
        <Text>
          <Anchor component={Link} to="/b2c/chome">
            Login
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
