import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import { Button, Group, Select, Stack, TagsInput, Text } from '@mantine/core';
import { LIMITS } from '#shared/constants.js';
import { saveDomainsRequest } from '#shared/schemas/admin-catalog.js';
import type { ResponseOf } from '#shared/routes.js';
import { FormAlert } from '#web/components/form-alert.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useSubmit } from '#web/lib/forms/use-submit.js';
import { useSaveDomains } from './setup-catalog-api';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// The co-op's host names (one is the main host, used in emails) and the ZIP codes or 3-digit ZIP
// prefixes it serves. A host another co-op holds is refused by the server, naming it; so are
// areas another co-op serves, unless the network admin saves them.

type Domains = ResponseOf<'admin/getdomains'>;
const valuesOf = (d: Domains) => ({ version: d.version, primaryDomain: d.primaryDomain, hosts: d.hosts, zips: d.zips });

export function DomainsForm({ domains, readOnly }: { domains: Domains; readOnly: boolean }) {
  const save = useSaveDomains();
  const schemaForm = useSchemaForm({ schema: saveDomainsRequest, initialValues: valuesOf(domains) });
  const { form, alert } = schemaForm;
  const { onSubmit, pending } = useSubmit(schemaForm, {
    action: (v) =>
      save.mutateAsync({ version: v.version, primaryDomain: v.primaryDomain, hosts: v.hosts, zips: v.zips }),
    notify: (r) => ({ title: 'Domains', message: r.message }),
    onSuccess: (r) => form.setValues(valuesOf(r)),
  });
  const hosts = form.values.hosts;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Domains">
      <Stack gap="md" maw={640}>
        <FormAlert notice={alert} />
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="md">
            <TagsInput
              label="Host names"
              description={`The addresses that open this co-op's portal, e.g. savings.example.coop (at most ${LIMITS.setupHosts}). Press Enter after each.`}
              maxTags={LIMITS.setupHosts}
              splitChars={[',', ' ']}
              readOnly={readOnly}
              {...form.getInputProps('hosts')}
            />
            <Select
              label="Main host name"
              description="Links in emails point here."
              data={hosts}
              readOnly={readOnly}
              allowDeselect={false}
              {...form.getInputProps('primaryDomain')}
            />
            <TagsInput
              label="Served ZIP codes and prefixes"
              description={`5-digit ZIP codes or 3-digit prefixes (660 serves 66000 to 66099); sign-up offers this co-op there (at most ${LIMITS.setupZips}). Areas another co-op serves need the network administrator.`}
              maxTags={LIMITS.setupZips}
              splitChars={[',', ' ']}
              readOnly={readOnly}
              {...form.getInputProps('zips')}
            />
          </Stack>
        </fieldset>
        {readOnly ? (
          <Text size="sm" c="dimmed">
            {COMMON_MESSAGES.staffReadOnly}
          </Text>
        ) : (
          <Group>
            <Button type="submit" loading={pending}>
              Save domains
            </Button>
          </Group>
        )}
        <Text size="sm" c="dimmed">
          A new host name also needs a certificate and an alias on the deployed site; the network operators add those
          (docs/operations.md).
        </Text>
      </Stack>
    </form>
  );
}
