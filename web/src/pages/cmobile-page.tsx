import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { fill } from '#shared/constants.js';
import { APP_INSTALL_MESSAGES } from '#shared/schemas/app-install-messages.js';
import { useHomeData } from '../features/home/get-home-data';
import { isIos, isStandalone, promptInstall, useInstallState } from '../lib/install-prompt';
import { present } from '../lib/text';

/**
 * Adding the portal to the home screen: the browser's own install dialog where it offers one
 * (beforeinstallprompt), Safari's steps on iOS, and a plain note once it runs installed.
 */
function AddToHomeScreen({ name }: { name: string }) {
  const { canPrompt, installedNow } = useInstallState();
  const [standalone] = useState(isStandalone);
  const [ios] = useState(isIos);
  let body;
  if (standalone) body = <Text data-testid="install-state">{APP_INSTALL_MESSAGES.installed}</Text>;
  else if (installedNow) body = <Text data-testid="install-state">{APP_INSTALL_MESSAGES.installedJustNow}</Text>;
  else if (canPrompt)
    body = (
      <Group>
        <Button onClick={() => void promptInstall()}>{APP_INSTALL_MESSAGES.installButton}</Button>
      </Group>
    );
  else
    body = (
      <Text data-testid="install-state">
        {ios ? APP_INSTALL_MESSAGES.iosSteps : APP_INSTALL_MESSAGES.otherBrowsers}
      </Text>
    );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="install-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="install-title">
          {APP_INSTALL_MESSAGES.installTitle}
        </Title>
        <Text>{fill(APP_INSTALL_MESSAGES.installIntro, { name })}</Text>
        {body}
      </Stack>
    </Paper>
  );
}

// /b2c/cmobile: the mobile app page. The spec's placeholder stub ("coming soon") gave way to
// what works today: adding the portal to the home screen, and the store links when the co-op has
// an app.
export default function CmobilePage() {
  const coop = useHomeData().data?.coopData;
  if (!coop) return null;
  const ios = present(coop.iosAppUrl) ? coop.iosAppUrl : null;
  const android = present(coop.androidAppUrl) ? coop.androidAppUrl : null;
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Mobile App</Title>
        <Text data-testid="mobile-intro">Your {coop.displayName} member savings, on your phone.</Text>
        <AddToHomeScreen name={coop.displayName} />
        {(ios || android) && (
          <>
            <Text>Take your {coop.displayName} member savings with you:</Text>
            <Group gap="md">
              {ios && (
                <Anchor href={ios} target="_blank" rel="noopener noreferrer">
                  Download on the App Store
                </Anchor>
              )}
              {android && (
                <Anchor href={android} target="_blank" rel="noopener noreferrer">
                  Get it on Google Play
                </Anchor>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Container>
  );
}
