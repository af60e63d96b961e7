import '@mantine/core/styles/List.css';
import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SAFETY_PROGRAM } from '#shared/constants.js';
import { formatDollars } from '#web/lib/format.js';
import { useIsLoggedIn } from '#web/lib/session-storage.js';
import { showPleaseLogin } from '#web/lib/please-login.js';
import { OutsideLinkConfirm } from '#web/components/outside-link-confirm.js';

// The member protection program: a card on csafety and the promo/safety page.
// It is a $60 value for $12.95 a month; member protect needs a login.

export const PROGRAM_PRICE = `a ${formatDollars(SAFETY_PROGRAM.value)} value for ${formatDollars(SAFETY_PROGRAM.monthlyPrice)} a month`;

const BENEFITS = [
  'Identity theft monitoring and restoration help',
  '24-hour roadside assistance: towing, jump starts, lockouts and fuel delivery',
  'Lost wallet and key replacement help',
  'Travel and medical emergency assistance away from home',
];

/** csafety's program card: a member goes on to promo/safety, a visitor is asked to log in. */
export function SafetyProgramCard() {
  const member = useIsLoggedIn();
  const navigate = useNavigate();
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" data-testid="safety-program">
      <Stack gap="sm" align="flex-start">
        <Title order={2}>{SAFETY_PROGRAM.name}</Title>
        <Text fw={700} size="lg">
          Get {PROGRAM_PRICE}.
        </Text>
        <Text>Protection for your identity, your car and your family, from one plan for members.</Text>
        <Button onClick={() => (member ? navigate('/b2c/promo/safety') : showPleaseLogin('please-login'))}>
          Learn more
        </Button>
      </Stack>
    </Paper>
  );
}

/** promo/safety's content for a member, with the browse link (after the 'Please read' confirmation). */
export function SafetyProgramPromo() {
  const [confirmUrl, setConfirmUrl] = useState<string | null>(null);
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{SAFETY_PROGRAM.name}</Title>
      <Text size="xl" fw={700} data-testid="safety-price">
        {PROGRAM_PRICE[0]!.toUpperCase() + PROGRAM_PRICE.slice(1)}
      </Text>
      <Text>Everything below comes with one membership for your household:</Text>
      <List spacing="xs">
        {BENEFITS.map((b) => (
          <List.Item key={b}>{b}</List.Item>
        ))}
      </List>
      <Button size="lg" onClick={() => setConfirmUrl(SAFETY_PROGRAM.browseUrl)}>
        Browse the program
      </Button>
      <OutsideLinkConfirm url={confirmUrl} onClose={() => setConfirmUrl(null)} />
    </Stack>
  );
}
