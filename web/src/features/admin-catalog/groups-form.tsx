import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Switch.css';
import { ActionIcon, Autocomplete, Button, Card, Group, Image, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { LIMITS } from '#shared/constants.js';
import { MEMBER_ROUTES, saveGroupsRequest, type GroupInput } from '#shared/schemas/admin-catalog.js';
import type { ResponseOf } from '#shared/routes.js';
import { FormAlert } from '#web/components/form-alert.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useSubmit } from '#web/lib/forms/use-submit.js';
import { useSaveGroups } from './setup-catalog-api';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// Feature groups: the home menu tiles in order. Rows are added, removed and moved up or down;
// the whole ordered list is saved at once, with the version it was read at.

type Listed = ResponseOf<'admin/listgroups'>;

interface Props {
  listed: Listed;
  readOnly: boolean;
  /** An upload control for a row's image (the page supplies it); called with the new key. */
  imageUpload?: (label: string, onUploaded: (key: string) => void) => ReactNode;
}

const blank = (): GroupInput => ({
  groupIdentifier: '',
  groupName: '',
  route: 'clocaldeals',
  image: '',
  onLogged: 0,
  showSquare: 1,
});
const toInput = ({ groupIdentifier, groupName, route, image, onLogged, showSquare }: GroupInput): GroupInput => ({
  groupIdentifier,
  groupName,
  route,
  image,
  onLogged,
  showSquare,
});

export function GroupsForm({ listed, readOnly, imageUpload }: Props) {
  const save = useSaveGroups();
  const schemaForm = useSchemaForm({
    schema: saveGroupsRequest,
    initialValues: { version: listed.version, groups: listed.groups.map(toInput) },
  });
  const { form, alert } = schemaForm;
  const { onSubmit, pending } = useSubmit(schemaForm, {
    action: ({ version, groups }) => save.mutateAsync({ version, groups }),
    notify: (r) => ({ title: 'Feature groups', message: r.message }),
    onSuccess: (r) => form.setValues({ version: r.version, groups: r.groups.map(toInput) }),
  });
  const groups = form.values.groups;
  const urlOf = (key: string) => listed.groups.find((g) => g.image === key)?.imageUrl ?? (key ? `/static/${key}` : '');

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Feature groups">
      <Stack gap="md">
        <FormAlert notice={alert} />
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="sm">
            {groups.length === 0 ? <Text c="dimmed">No feature groups yet.</Text> : null}
            {groups.map((g, i) => {
              const name = g.groupName || `Group ${i + 1}`;
              return (
                <Card
                  key={form.key(`groups.${i}`)}
                  withBorder
                  padding="sm"
                  component="section"
                  aria-label={`Group ${i + 1}: ${name}`}
                >
                  <Group align="flex-start" wrap="wrap" gap="sm">
                    <Stack gap={4} w={150}>
                      {g.image ? (
                        <Image src={urlOf(g.image)} alt="" h={60} w="auto" fit="contain" />
                      ) : (
                        <Text size="xs" c="dimmed">
                          No image
                        </Text>
                      )}
                      {!readOnly && imageUpload
                        ? imageUpload(`Upload image for ${name}`, (key) => form.setFieldValue(`groups.${i}.image`, key))
                        : null}
                    </Stack>
                    <Stack gap={6} style={{ flex: 1, minWidth: 240 }}>
                      <Group grow wrap="wrap">
                        <TextInput
                          label="Name"
                          maxLength={LIMITS.name}
                          {...form.getInputProps(`groups.${i}.groupName`)}
                        />
                        <TextInput
                          label="Identifier"
                          description="a-z, 0-9, dashes"
                          {...form.getInputProps(`groups.${i}.groupIdentifier`)}
                        />
                      </Group>
                      <Group grow wrap="wrap">
                        <Autocomplete
                          label="Route"
                          description="A member page or an https:// address"
                          data={[...MEMBER_ROUTES]}
                          {...form.getInputProps(`groups.${i}.route`)}
                        />
                        <TextInput
                          label="Image key"
                          description="Set by the upload, or an existing image"
                          {...form.getInputProps(`groups.${i}.image`)}
                        />
                      </Group>
                      <Group gap="lg">
                        <Switch
                          label="Only for logged-in members"
                          checked={g.onLogged === 1}
                          onChange={(e) => form.setFieldValue(`groups.${i}.onLogged`, e.currentTarget.checked ? 1 : 0)}
                        />
                        <Switch
                          label="Show as a square tile"
                          checked={g.showSquare === 1}
                          onChange={(e) =>
                            form.setFieldValue(`groups.${i}.showSquare`, e.currentTarget.checked ? 1 : 0)
                          }
                        />
                      </Group>
                    </Stack>
                    {readOnly ? null : (
                      <Stack gap={4}>
                        <ActionIcon
                          variant="default"
                          aria-label={`Move ${name} up`}
                          disabled={i === 0}
                          onClick={() => form.reorderListItem('groups', { from: i, to: i - 1 })}
                        >
                          ↑
                        </ActionIcon>
                        <ActionIcon
                          variant="default"
                          aria-label={`Move ${name} down`}
                          disabled={i === groups.length - 1}
                          onClick={() => form.reorderListItem('groups', { from: i, to: i + 1 })}
                        >
                          ↓
                        </ActionIcon>
                        <ActionIcon
                          variant="light"
                          color="red"
                          aria-label={`Remove ${name}`}
                          onClick={() => form.removeListItem('groups', i)}
                        >
                          ×
                        </ActionIcon>
                      </Stack>
                    )}
                  </Group>
                </Card>
              );
            })}
          </Stack>
        </fieldset>
        {readOnly ? (
          <Text size="sm" c="dimmed">
            {COMMON_MESSAGES.staffReadOnly}
          </Text>
        ) : (
          <Group>
            <Button
              variant="default"
              disabled={groups.length >= LIMITS.setupGroups}
              onClick={() => form.insertListItem('groups', blank())}
            >
              Add group
            </Button>
            <Button type="submit" loading={pending}>
              Save groups
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
