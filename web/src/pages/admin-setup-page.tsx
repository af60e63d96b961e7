import { Alert, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { hasRole } from '#shared/roles.js';
import { LoadError } from '../components/load-error';
import { Preloader } from '../components/preloader';
import { ArtChecklist } from '../features/admin-setup/art-checklist';
import { BrandingForm } from '../features/admin-setup/branding-form';
import { CardArt } from '../features/admin-setup/card-art';
import { useSetup } from '../features/admin-setup/setup-api';
import { SetupNav } from '../features/admin-setup/setup-nav';
import { SETUP_SECTIONS } from '../features/admin-setup/setup-sections';
import { SlidesEditor } from '../features/admin-setup/slides-editor';
import { errorMessage } from '../lib/api-client';
import { useRole } from '../lib/session-storage';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// /admin/setup, Platform Setup: Branding & contact (/admin/setup), Home slides
// (/admin/setup/slides) and Card art (/admin/setup/card-art), with the section's sub-navigation.
// Back office staff see everything read only. A save that lost to another admin's reloads the
// section with their data and says so.

export default function AdminSetupPage() {
  const { pathname } = useLocation();
  const readOnly = !hasRole(useRole(), 'admin');
  const setup = useSetup();
  const [conflict, setConflict] = useState<string | null>(null);
  const section = SETUP_SECTIONS.find((s) => s.to === pathname) ?? SETUP_SECTIONS[0]!;
  const data = setup.data;

  return (
    <Stack gap="md">
      <Title order={1}>Platform Setup</Title>
      {data && !readOnly ? <ArtChecklist data={data} /> : null}
      <SetupNav />
      <Title order={2} size="h3">
        {section.label}
      </Title>
      {readOnly ? (
        <Text size="sm" c="dimmed">
          You can look at these settings; only your cooperative&apos;s administrator can change them.
        </Text>
      ) : null}
      {conflict ? (
        <Alert
          color="orange"
          title={COMMON_MESSAGES.warningTitle}
          role="alert"
          withCloseButton
          onClose={() => setConflict(null)}
        >
          {conflict}
        </Alert>
      ) : null}
      {setup.error ? (
        <LoadError
          title={COMMON_MESSAGES.errorTitle}
          message={errorMessage(setup.error)}
          onRetry={() => void setup.refetch()}
        />
      ) : !data ? (
        <Preloader />
      ) : pathname === '/admin/setup/slides' ? (
        // A new version (own save, or another admin's after a conflict) starts the editor afresh.
        <SlidesEditor
          key={data.slidesVersion}
          slides={data.slides}
          version={data.slidesVersion}
          readOnly={readOnly}
          onConflict={setConflict}
        />
      ) : pathname === '/admin/setup/card-art' ? (
        <CardArt coop={data.coop} readOnly={readOnly} />
      ) : (
        <BrandingForm key={data.coop.version} coop={data.coop} readOnly={readOnly} onConflict={setConflict} />
      )}
    </Stack>
  );
}
