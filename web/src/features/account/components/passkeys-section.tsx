import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { PASSKEY_LIMITS } from '#shared/constants.js';
import { passkeyName } from '#shared/schemas/passkeys.js';
import { PASSKEY_MESSAGES } from '#shared/schemas/passkey-messages.js';
import { FormAlert } from '#web/components/form-alert.js';
import { formatDate } from '#web/lib/format.js';
import { notice, type Notice } from '#web/lib/notice.js';
import { passkeyErrorMessage, passkeysSupported } from '#web/lib/passkey-errors.js';
import { useAddPasskey, usePasskeys, useRemovePasskey, type Passkey } from '../api/passkeys';

// My Account's passkeys: a name and Add (the browser asks for the fingerprint, face or PIN), the
// list with when each was added and last used, and Remove. The password stays as the fallback.

export function PasskeysSection() {
  const { data, error } = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState('');
  const [alert, setAlert] = useState<Notice | null>(null);
  const supported = passkeysSupported();

  const onAdd = async () => {
    const parsed = passkeyName.safeParse(name);
    if (!parsed.success) return setAlert(notice(parsed.error.issues[0]?.message ?? PASSKEY_MESSAGES.nameRequired));
    setAlert(null);
    try {
      const result = await add.mutateAsync(parsed.data);
      setName('');
      setAlert(notice(result.message, undefined, 'success'));
    } catch (failure) {
      setAlert(notice(passkeyErrorMessage(failure)));
    }
  };

  const onRemove = async (passkey: Passkey) => {
    try {
      const result = await remove.mutateAsync(passkey.id);
      setAlert(notice(result.message ?? PASSKEY_MESSAGES.removed, undefined, 'success'));
    } catch (failure) {
      setAlert(notice(passkeyErrorMessage(failure)));
    }
  };

  const passkeys = data?.passkeys ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="passkeys-title">
      <Title order={3} size="h5" id="passkeys-title">
        Passkeys
      </Title>
      <Text size="sm">
        Sign in with your fingerprint, face or device PIN instead of your password. Your password still works.
      </Text>
      <FormAlert notice={alert ?? (error ? notice(passkeyErrorMessage(error)) : null)} />
      {passkeys.length > 0 && (
        <Stack gap="xs" role="list" aria-label="Your passkeys">
          {passkeys.map((p) => (
            <Group key={p.id} role="listitem" justify="space-between" wrap="nowrap">
              <div>
                <Text fw={600}>{p.name}</Text>
                <Text size="sm" c="dimmed">
                  Added {formatDate(p.createdAt)}
                  {p.lastUsedAt ? `, last used ${formatDate(p.lastUsedAt)}` : ', not used yet'}
                </Text>
              </div>
              <Button
                variant="light"
                color="red"
                size="xs"
                onClick={() => void onRemove(p)}
                loading={remove.isPending && remove.variables === p.id}
                aria-label={`Remove passkey ${p.name}`}
              >
                Remove
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {supported ? (
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Passkey name"
            placeholder="My phone"
            maxLength={PASSKEY_LIMITS.name}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: '1 1 12rem' }}
          />
          <Button onClick={() => void onAdd()} loading={add.isPending}>
            Add a passkey
          </Button>
        </Group>
      ) : (
        <Text size="sm">{PASSKEY_MESSAGES.unsupported}</Text>
      )}
    </Stack>
  );
}
