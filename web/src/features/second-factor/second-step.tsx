import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/List.css';
import { Alert, Button, Code, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import * as z from 'zod';
import { SECOND_FACTOR_MESSAGES } from '#shared/schemas/second-factor-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { FormAlert } from '#web/components/form-alert.js';
import { LoadError } from '#web/components/load-error.js';
import { QrCode } from '#web/components/qr-code.js';
import { errorMessage } from '#web/lib/api-client.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useSubmit } from '#web/lib/forms/use-submit.js';
import { isStaff, secondStepPassed, useIsLoggedIn, useRole } from '#web/lib/session-storage.js';
import { useEnrolTotp, usePassSecondStep, useSecondStepState } from './api/second-step';

// The staff's second step after the password (ADR 0090). At the first staff login: the app's QR
// code and its key as text, confirmed by one code, then the ten recovery codes, shown once. At
// later logins: a code from the app, or a recovery code. Then the admin area.

const ADMIN_HOME = '/admin/ahome';

const enrolForm = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, SECOND_FACTOR_MESSAGES.enrolCodeRequired)),
});
const verifyForm = z.object({
  code: z.string().trim().min(1, SECOND_FACTOR_MESSAGES.codeRequired).max(40, SECOND_FACTOR_MESSAGES.wrongCode),
});

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack gap="sm">
      <Alert color="green" title="Authenticator app set up">
        {SECOND_FACTOR_MESSAGES.enrolled}
      </Alert>
      <Title order={2} size="h4">
        Your recovery codes
      </Title>
      <List aria-label="Recovery codes" spacing={4} listStyleType="none" ff="monospace">
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Button onClick={onDone} w="fit-content">
        I have saved my recovery codes
      </Button>
    </Stack>
  );
}

function EnrolApp({
  uri,
  secret,
  issuer,
  onEnrolled,
}: {
  uri: string;
  secret: string;
  issuer: string;
  onEnrolled: (codes: string[]) => void;
}) {
  const enrol = useEnrolTotp();
  const schemaForm = useSchemaForm({ schema: enrolForm, initialValues: { code: '' }, tone: 'error' });
  const { onSubmit, pending } = useSubmit(schemaForm, {
    action: (values) => enrol.mutateAsync(values.code),
    failure: { title: COMMON_MESSAGES.errorTitle },
    onSuccess: (result) => onEnrolled(result.recoveryCodes),
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Set up your authenticator app">
      <Stack gap="sm">
        <Text>
          Staff accounts sign in with a second step. Scan this code with an authenticator app (Google Authenticator,
          Microsoft Authenticator, 1Password or any TOTP app); it adds an entry named {issuer}.
        </Text>
        <QrCode value={uri} size={200} label="QR code for your authenticator app" testId="totp-qr" />
        <Text size="sm">
          Cannot scan it? Enter this key in the app instead: <Code data-testid="totp-secret">{secret}</Code>
        </Text>
        <FormAlert notice={schemaForm.alert} />
        <TextInput
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          w={200}
          {...schemaForm.form.getInputProps('code')}
        />
        <Button type="submit" loading={pending} w="fit-content">
          Confirm
        </Button>
      </Stack>
    </form>
  );
}

function EnterCode({ onPassed }: { onPassed: () => void }) {
  const pass = usePassSecondStep();
  const schemaForm = useSchemaForm({ schema: verifyForm, initialValues: { code: '' }, tone: 'error' });
  const { onSubmit, pending } = useSubmit(schemaForm, {
    action: (values) => pass.mutateAsync(values.code),
    failure: { title: COMMON_MESSAGES.errorTitle },
    notify: (result) => ({
      title: COMMON_MESSAGES.successTitle,
      message: result.message,
      autoClose: result.method === 'recovery' ? false : 4000,
    }),
    onSuccess: onPassed,
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Second step">
      <Stack gap="sm">
        <Text>Enter the 6-digit code your authenticator app shows now, or one of your recovery codes.</Text>
        <FormAlert notice={schemaForm.alert} />
        <TextInput
          label="Code"
          autoComplete="one-time-code"
          maxLength={40}
          w={240}
          {...schemaForm.form.getInputProps('code')}
        />
        <Button type="submit" loading={pending} w="fit-content">
          Continue
        </Button>
      </Stack>
    </form>
  );
}

export function SecondStep() {
  const loggedIn = useIsLoggedIn();
  const staff = isStaff(useRole());
  const navigate = useNavigate();
  // Members have no second step: nothing to ask the server.
  const state = useSecondStepState(loggedIn && staff);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const done = () => {
    secondStepPassed();
    navigate(ADMIN_HOME, { replace: true });
  };
  if (!loggedIn) return <Navigate to="/b2c/chome" replace />;
  let body;
  if (!staff) body = <Text>{SECOND_FACTOR_MESSAGES.staffOnly}</Text>;
  else if (recoveryCodes) body = <RecoveryCodes codes={recoveryCodes} onDone={done} />;
  else if (state.isError)
    body = (
      <LoadError
        title={COMMON_MESSAGES.errorTitle}
        message={errorMessage(state.error)}
        onRetry={() => void state.refetch()}
        inline
      />
    );
  else if (!state.data) body = <Text c="dimmed">Loading…</Text>;
  else if (state.data.state === 'passed') {
    secondStepPassed();
    body = <Navigate to={ADMIN_HOME} replace />;
  } else if (state.data.state === 'enrol')
    body = (
      <EnrolApp
        uri={state.data.uri}
        secret={state.data.secret}
        issuer={state.data.issuer}
        onEnrolled={(codes) => {
          // Passed now; the admin area waits until the codes were seen.
          setRecoveryCodes(codes);
        }}
      />
    );
  else body = <EnterCode onPassed={done} />;
  return (
    <Stack gap="md" maw={560} mx="auto" px="md" py="lg">
      <Title order={1} size="h2">
        Second step
      </Title>
      {body}
    </Stack>
  );
}
