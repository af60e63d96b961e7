import '@mantine/core/styles/Fieldset.css';
import { Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { brandingFields, SOCIAL_LINKS, THEME_COLORS, type SetupCoop } from '#shared/schemas/admin-setup.js';
import { FormAlert } from '#web/components/form-alert.js';
import { ApiError } from '#web/lib/api-client.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useSubmit } from '#web/lib/forms/use-submit.js';
import { AppIconPreview } from './components/app-icon-preview';
import { BrandingPreview } from './components/branding-preview';
import { ImageUpload } from './image-upload';
import { useImageSaved, useSaveBranding } from './setup-api';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// Branding & contact: the name members see, contact data, social links and the four theme
// colours with a live preview, the logo and the home-screen icon. Saved with the version it was
// loaded with (the images are saved as they are uploaded).

const COLOR_LABELS: Record<(typeof THEME_COLORS)[number], string> = {
  topBarColor: 'Top bar colour',
  mainColor: 'Main colour (menu, headings)',
  secondColor: 'Second colour (buttons)',
  thirdColor: 'Third colour (accents)',
};
const SOCIAL_LABELS: Record<(typeof SOCIAL_LINKS)[number], string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
};
const HEX = /^#[0-9a-fA-F]{6}$/;

const valuesOf = (coop: SetupCoop) => ({
  displayName: coop.displayName,
  displayPhone: coop.displayPhone,
  displayEmail: coop.displayEmail,
  displayAddress: coop.displayAddress,
  displayURL: coop.displayURL,
  facebook: coop.facebook,
  twitter: coop.twitter,
  youtube: coop.youtube,
  instagram: coop.instagram,
  linkedin: coop.linkedin,
  topBarColor: coop.topBarColor,
  mainColor: coop.mainColor,
  secondColor: coop.secondColor,
  thirdColor: coop.thirdColor,
});

interface Props {
  coop: SetupCoop;
  readOnly: boolean;
  /** Someone else saved first: the parent shows the message over the reloaded form. */
  onConflict: (message: string | null) => void;
}

export function BrandingForm({ coop, readOnly, onConflict }: Props) {
  const save = useSaveBranding();
  const imageSaved = useImageSaved();
  const schemaForm = useSchemaForm({ schema: brandingFields, initialValues: valuesOf(coop) });
  const { form, alert } = schemaForm;
  const { onSubmit, pending } = useSubmit(schemaForm, {
    action: async (values) => {
      try {
        return await save.mutateAsync({ ...values, version: coop.version });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) onConflict(error.message);
        throw error;
      }
    },
    notify: (answer) => ({ title: COMMON_MESSAGES.changesSavedTitle, message: answer.message }),
    onSuccess: () => onConflict(null),
  });
  const v = form.getValues();

  return (
    <Stack gap="lg">
      <form onSubmit={onSubmit} noValidate aria-label="Branding and contact">
        <Stack gap="md">
          <FormAlert notice={alert} />
          <Fieldset legend="Contact" disabled={readOnly}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Name members see" {...form.getInputProps('displayName')} />
              <TextInput label="Phone" autoComplete="off" {...form.getInputProps('displayPhone')} />
              <TextInput label="Email" type="email" {...form.getInputProps('displayEmail')} />
              <TextInput label="Web site" placeholder="https://" {...form.getInputProps('displayURL')} />
            </SimpleGrid>
            <TextInput mt="sm" label="Address" {...form.getInputProps('displayAddress')} />
          </Fieldset>
          <Fieldset legend="Social links (full addresses, or empty)" disabled={readOnly}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {SOCIAL_LINKS.map((name) => (
                <TextInput
                  key={name}
                  label={SOCIAL_LABELS[name]}
                  placeholder="https://"
                  {...form.getInputProps(name)}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend="Theme colours" disabled={readOnly}>
            <Group align="flex-start" gap="xl" wrap="wrap">
              <Stack gap="sm" style={{ flex: '1 1 260px' }}>
                {THEME_COLORS.map((name) => {
                  const value = String(v[name]);
                  return (
                    <Group key={name} gap="xs" align="flex-end" wrap="nowrap">
                      <input
                        type="color"
                        aria-label={`${COLOR_LABELS[name]} picker`}
                        value={HEX.test(value.trim()) ? value.trim().toLowerCase() : '#000000'}
                        disabled={readOnly}
                        onChange={(e) => form.setFieldValue(name, e.currentTarget.value)}
                        style={{
                          width: 40,
                          height: 36,
                          padding: 0,
                          border: '1px solid #ced4da',
                          borderRadius: 4,
                          background: 'none',
                        }}
                      />
                      <TextInput
                        style={{ flex: 1 }}
                        label={COLOR_LABELS[name]}
                        placeholder="#rrggbb"
                        maxLength={7}
                        {...form.getInputProps(name)}
                      />
                    </Group>
                  );
                })}
              </Stack>
              <Stack gap={4} style={{ flex: '1 1 260px' }}>
                <Title order={3} size="h5">
                  Preview
                </Title>
                <BrandingPreview
                  name={String(v.displayName)}
                  logo={coop.logoUrl}
                  colors={{
                    topBarColor: String(v.topBarColor),
                    mainColor: String(v.mainColor),
                    secondColor: String(v.secondColor),
                    thirdColor: String(v.thirdColor),
                  }}
                />
              </Stack>
            </Group>
          </Fieldset>
          {readOnly ? null : (
            <Group justify="flex-end">
              <Button type="submit" loading={pending}>
                Save branding
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      <Fieldset legend="Logo">
        <ImageUpload
          kind="logo"
          label="Upload a new logo"
          src={coop.logoUrl}
          readOnly={readOnly}
          onUploaded={imageSaved}
          previewHeight={80}
        />
      </Fieldset>
      <Fieldset legend="Home-screen icon">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            What members see when they add the portal to their phone’s home screen. It is made from the logo each time
            one is uploaded; a square image uploaded here (the one your social media accounts use, say) fills the icon
            instead. The latest upload of the two counts.
          </Text>
          <AppIconPreview icon={coop.appIcon} name={coop.displayName} />
          <ImageUpload
            kind="appIcon"
            label="Upload a square icon image"
            src={null}
            readOnly={readOnly}
            onUploaded={imageSaved}
            previewHeight={0}
          />
        </Stack>
      </Fieldset>
    </Stack>
  );
}
