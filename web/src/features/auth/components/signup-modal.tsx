import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/PasswordInput.css';
import { Anchor, Button, Group, NativeSelect, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { fill, LIMITS, MESSAGES } from '../../../../../shared/constants';
import type { ResponseOf } from '../../../../../shared/routes';
import { AppModal } from '../../../components/app-modal';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { useMemberSession } from '../../../lib/member-session';
import { notice, type Notice } from '../../../lib/notice';
import { readItem } from '../../../lib/session-storage';
import { useCheckZipCode } from '../api/check-zip-code';
import { useLogin } from '../api/login';
import { useSaveUser } from '../api/save-user';
import { checkRegistration, checkZipStep, type RegistrationForm } from '../utils/validation';

type Coop = ResponseOf<'outside/checkzipcode'>['coops'][number];

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

function ZipStep({ zip, onZip, onFound }: { zip: string; onZip: (zip: string) => void; onFound: (coops: Coop[]) => void }) {
  const [problem, setProblem] = useState<Notice | null>(null);
  const check = useCheckZipCode();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkZipStep(zip);
    setProblem(invalid);
    if (invalid) return;
    try {
      const answer = await check.mutateAsync({ zip: zip.trim() });
      onFound(answer.coops);
    } catch (error) {
      setProblem(notice(errorMessage(error), undefined, 'warning'));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Service area">
      <Stack gap="sm">
        <Text size="sm">Enter your ZIP code to find the cooperatives that serve your area.</Text>
        <FormAlert notice={problem} />
        <TextInput
          label="ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={LIMITS.zip}
          value={zip}
          onChange={(e) => onZip(e.currentTarget.value.replace(/\D/g, ''))}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={check.isPending}>
            Continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DetailsStep({ zip, coops, onChangeZip, onSuccess }: { zip: string; coops: Coop[]; onChangeZip: () => void; onSuccess: () => void }) {
  const [form, setForm] = useState<RegistrationForm>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    passwordConfirmation: '',
    zip,
    plid: defaultPlid(coops, readItem('key')),
  });
  const [problem, setProblem] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const saveUser = useSaveUser();
  const login = useLogin();
  const session = useMemberSession();
  const field = (name: keyof RegistrationForm) => ({
    value: form[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [name]: value }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkRegistration(form);
    setProblem(invalid);
    if (invalid) return;
    setBusy(true);
    const email = form.email.trim();
    try {
      await saveUser.mutateAsync({
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        email,
        password: form.password,
        passwordConfirmation: form.passwordConfirmation,
        zip: form.zip.trim(),
        plid: Number(form.plid),
      });
    } catch (error) {
      setProblem(notice(errorMessage(error), MESSAGES.registrationFailedTitle));
      setBusy(false);
      return;
    }
    try {
      // Spec section 4: a successful registration logs in with the same email and password.
      const result = await login.mutateAsync({ email, password: form.password });
      await session.signIn(result);
      notifications.show({ title: fill(MESSAGES.welcomeNewTitle, { name: result.firstName }), message: MESSAGES.welcomeNew, color: 'green' });
      onSuccess();
    } catch (error) {
      setProblem(notice(errorMessage(error), MESSAGES.errorTitle));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Account details">
      <Stack gap="sm">
        <FormAlert notice={problem} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="First name" autoComplete="given-name" maxLength={LIMITS.name} {...field('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" maxLength={LIMITS.name} {...field('lastName')} />
        </SimpleGrid>
        <TextInput label="Email" type="email" autoComplete="email" maxLength={LIMITS.email} {...field('email')} />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          maxLength={LIMITS.registrationPassword}
          description={MESSAGES.passwordRule}
          {...field('password')}
        />
        <PasswordInput label="Password confirmation" autoComplete="new-password" maxLength={LIMITS.registrationPassword} {...field('passwordConfirmation')} />
        <Group gap="xs" align="center">
          <Text size="sm">
            ZIP code: <strong data-testid="signup-zip">{form.zip}</strong>
          </Text>
          <Anchor component="button" type="button" size="sm" onClick={onChangeZip}>
            Change ZIP code
          </Anchor>
        </Group>
        <NativeSelect
          label="Co-op"
          data={[{ value: '', label: 'Select your co-op' }, ...coops.map((coop) => ({ value: String(coop.plid), label: coop.coopName }))]}
          {...field('plid')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            Create Account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Sign-up in two steps: the ZIP check, then the details with the co-op select (spec section 4). */
export function SignupModal({ onClose, onSuccess }: SignupModalProps) {
  const [zip, setZip] = useState('');
  const [coops, setCoops] = useState<Coop[] | null>(null);
  return (
    <AppModal title="Create Account" onClose={onClose}>
      {coops ? (
        <DetailsStep zip={zip} coops={coops} onChangeZip={() => setCoops(null)} onSuccess={onSuccess} />
      ) : (
        <ZipStep zip={zip} onZip={setZip} onFound={setCoops} />
      )}
    </AppModal>
  );
}
