import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/PasswordInput.css';
import { Anchor, Button, Group, NativeSelect, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { fill, LIMITS } from '#shared/constants.js';
import type { ResponseOf } from '#shared/routes.js';
import { checkZipRequest, saveUserRequest } from '#shared/schemas/account.js';
import { AppModal } from '#web/components/app-modal.js';
import { FormAlert } from '#web/components/form-alert.js';
import { NameEmailFields } from '#web/components/name-email-fields.js';
import { ZipField } from '#web/components/zip-field.js';
import { errorMessage } from '#web/lib/api-client.js';
import { confirmed, filled, inOrder } from '#web/lib/forms/form-rules.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useSubmit } from '#web/lib/forms/use-submit.js';
import { useMemberSession } from '#web/lib/member-session.js';
import { notice } from '#web/lib/notice.js';
import { readItem } from '#web/lib/session-storage.js';
import { useCheckZipCode } from './api/check-zip-code';
import { useLogin } from './api/login';
import { useSaveUser } from './api/save-user';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

type Coop = ResponseOf<'outside/checkzipcode'>['coops'][number];

// Every field required (in order), then the match, then the email,
// the password rule and the co-op (saveuser's own schema, in that field order).
const registrationForm = inOrder(
  confirmed(
    filled({
      firstName: ACCOUNT_MESSAGES.enterFirstName,
      lastName: ACCOUNT_MESSAGES.enterLastName,
      email: ACCOUNT_MESSAGES.enterEmail,
      password: ACCOUNT_MESSAGES.enterPassword,
      passwordConfirmation: ACCOUNT_MESSAGES.enterPasswordConfirmation,
      zip: ACCOUNT_MESSAGES.enterZip,
    }),
    'password',
    'passwordConfirmation',
    ACCOUNT_MESSAGES.passwordMismatch,
  ),
  saveUserRequest,
);

const REGISTRATION_TITLES = {
  [ACCOUNT_MESSAGES.enterFirstName]: ACCOUNT_MESSAGES.allFieldsRequiredTitle,
  [ACCOUNT_MESSAGES.enterLastName]: ACCOUNT_MESSAGES.allFieldsRequiredTitle,
  [ACCOUNT_MESSAGES.enterEmail]: ACCOUNT_MESSAGES.allFieldsRequiredTitle,
  [ACCOUNT_MESSAGES.enterPassword]: ACCOUNT_MESSAGES.allFieldsRequiredTitle,
  [ACCOUNT_MESSAGES.enterPasswordConfirmation]: ACCOUNT_MESSAGES.allFieldsRequiredTitle,
  [ACCOUNT_MESSAGES.enterZip]: ACCOUNT_MESSAGES.allFieldsRequiredTitle,
  [ACCOUNT_MESSAGES.passwordMismatch]: ACCOUNT_MESSAGES.passwordMismatchTitle,
  [ACCOUNT_MESSAGES.invalidEmail]: ACCOUNT_MESSAGES.invalidEmailTitle,
  [ACCOUNT_MESSAGES.passwordRule]: ACCOUNT_MESSAGES.invalidPasswordTitle,
};

interface SignupModalProps {
  onClose: () => void;
  /** After the automatic login. */
  onSuccess: () => void;
}

/** The default co-op: this site's (the home data key) when it serves the ZIP, else the first. */
export function defaultPlid(coops: readonly Coop[], siteKey: string | null): string {
  const site = coops.find((coop) => String(coop.plid) === siteKey);
  return String((site ?? coops[0])?.plid ?? '');
}

function ZipStep({ zip, onFound }: { zip: string; onFound: (zip: string, coops: Coop[]) => void }) {
  const check = useCheckZipCode();
  const schemaForm = useSchemaForm({ schema: checkZipRequest, initialValues: { zip } });
  const { form, alert } = schemaForm;
  const { onSubmit, pending } = useSubmit(schemaForm, {
    action: check.mutateAsync,
    failure: { tone: 'warning' },
    onSuccess: (answer, values) => onFound(values.zip, answer.coops),
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Service area">
      <Stack gap="sm">
        <Text size="sm">Enter your ZIP code to find the cooperatives that serve your area.</Text>
        <FormAlert notice={alert} />
        <ZipField inputProps={form.getInputProps('zip')} />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            Continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DetailsStep({
  zip,
  coops,
  onChangeZip,
  onSuccess,
}: {
  zip: string;
  coops: Coop[];
  onChangeZip: () => void;
  onSuccess: () => void;
}) {
  const saveUser = useSaveUser();
  const login = useLogin();
  const session = useMemberSession();
  const schemaForm = useSchemaForm({
    schema: registrationForm,
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      passwordConfirmation: '',
      zip,
      plid: defaultPlid(coops, readItem('key')),
    },
    titles: REGISTRATION_TITLES,
  });
  const { form, alert, setAlert } = schemaForm;
  const { onSubmit, pending } = useSubmit(schemaForm, {
    action: saveUser.mutateAsync,
    failure: { title: ACCOUNT_MESSAGES.registrationFailedTitle },
    onSuccess: async (_, { email, password }) => {
      try {
        // A successful registration logs in with the same email and password.
        const result = await login.mutateAsync({ email, password });
        await session.signIn(result);
        notifications.show({
          title: fill(ACCOUNT_MESSAGES.welcomeNewTitle, { name: result.firstName }),
          message: ACCOUNT_MESSAGES.welcomeNew,
          color: 'green',
        });
        onSuccess();
      } catch (error) {
        setAlert(notice(errorMessage(error), COMMON_MESSAGES.errorTitle));
      }
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Account details">
      <Stack gap="sm">
        <FormAlert notice={alert} />
        <NameEmailFields form={form} />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          maxLength={LIMITS.registrationPassword}
          description={ACCOUNT_MESSAGES.passwordRule}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Password confirmation"
          autoComplete="new-password"
          maxLength={LIMITS.registrationPassword}
          {...form.getInputProps('passwordConfirmation')}
        />
        <Group gap="xs" align="center">
          <Text size="sm">
            ZIP code: <strong data-testid="signup-zip">{zip}</strong>
          </Text>
          <Anchor component="button" type="button" size="sm" onClick={onChangeZip}>
            Change ZIP code
          </Anchor>
        </Group>
        <NativeSelect
          label="Co-op"
          data={[
            { value: '', label: 'Select your co-op' },
            ...coops.map((coop) => ({ value: String(coop.plid), label: coop.coopName })),
          ]}
          {...form.getInputProps('plid')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            Create Account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Sign-up in two steps: the ZIP check, then the details with the co-op select. */
export function SignupModal({ onClose, onSuccess }: SignupModalProps) {
  const [zip, setZip] = useState('');
  const [coops, setCoops] = useState<Coop[] | null>(null);
  return (
    <AppModal title="Create Account" onClose={onClose}>
      {coops ? (
        <DetailsStep zip={zip} coops={coops} onChangeZip={() => setCoops(null)} onSuccess={onSuccess} />
      ) : (
        <ZipStep
          zip={zip}
          onFound={(found, served) => {
            setZip(found);
            setCoops(served);
          }}
        />
      )}
    </AppModal>
  );
}
