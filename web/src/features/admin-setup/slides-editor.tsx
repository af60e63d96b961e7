import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useRef, useState } from 'react';
import * as z from 'zod';
import { LIMITS, MEDIA } from '#shared/constants.js';
import { slideList, type SetupSlide, type SlideFields } from '#shared/schemas/admin-setup.js';
import { FormAlert } from '#web/components/form-alert.js';
import { ApiError } from '#web/lib/api-client.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useSubmit } from '#web/lib/forms/use-submit.js';
import { ImageUpload } from './image-upload';
import { useSaveSlides } from './setup-api';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// Home slides: the ordered list the member home's banner shows. Add, edit, remove and reorder
// (drag a slide by its handle, or Move up / Move down from the keyboard), then save the whole
// list at once with the version it was loaded with.

const slidesForm = z.object({ slides: slideList });

/** A loaded slide as the form edits it: the save schema's fields, without the page's imageUrl. */
const fieldsOf = ({ imageUrl: _imageUrl, customButton, ...fields }: SetupSlide): SlideFields => ({
  ...fields,
  customButton: { ...customButton },
});
const blankSlide = (): SlideFields => ({
  image: '',
  upperTitle: '',
  title: '',
  legend: '',
  showMobileButtons: 1,
  showCustom: 0,
  customButton: { buttonTitle: '', buttonRoute: '', outsideUrl: '' },
});
const imageUrl = (key: string) => (key ? `${MEDIA.publicPrefix}${key}` : null);

interface Props {
  slides: SetupSlide[];
  version: number;
  readOnly: boolean;
  onConflict: (message: string | null) => void;
}

export function SlidesEditor({ slides, version, readOnly, onConflict }: Props) {
  const save = useSaveSlides();
  const schemaForm = useSchemaForm({ schema: slidesForm, initialValues: { slides: slides.map(fieldsOf) } });
  const { form, alert } = schemaForm;
  const { onSubmit, pending } = useSubmit(schemaForm, {
    action: async (values) => {
      try {
        return await save.mutateAsync({ version, slides: values.slides });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) onConflict(error.message);
        throw error;
      }
    },
    notify: (answer) => ({ title: COMMON_MESSAGES.changesSavedTitle, message: answer.message }),
    onSuccess: () => onConflict(null),
  });
  const dragFrom = useRef<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const list = form.getValues().slides;

  const move = (from: number, to: number) => {
    if (to < 0 || to >= list.length || from === to) return;
    form.reorderListItem('slides', { from, to });
    setAnnounce(`Slide moved to position ${to + 1} of ${list.length}.`);
  };
  const name = (s: SlideFields, i: number) => `Slide ${i + 1}${s.title ? `: ${s.title}` : ''}`;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Home slides">
      <Stack gap="md">
        <FormAlert notice={alert} />
        <Text size="sm" c="dimmed">
          The banner on the member home shows these slides in this order (at most {LIMITS.setupSlides}).
          {readOnly ? '' : ' Drag a slide by its handle, or use Move up and Move down.'}
        </Text>
        <VisuallyHidden aria-live="polite">{announce}</VisuallyHidden>
        {list.length === 0 ? <Alert color="blue">No slides: the member home shows no banner.</Alert> : null}
        {list.map((slide, i) => {
          const path = `slides.${i}` as const;
          const imageError = form.errors[`${path}.image`];
          return (
            <Fieldset
              key={i}
              legend={name(slide, i)}
              data-testid="slide-editor"
              disabled={readOnly}
              onDragOver={(e) => {
                if (dragFrom.current === null) return;
                e.preventDefault();
                setDropAt(i);
              }}
              onDragLeave={() => setDropAt((at) => (at === i ? null : at))}
              onDrop={(e) => {
                e.preventDefault();
                if (dragFrom.current !== null) move(dragFrom.current, i);
                dragFrom.current = null;
                setDropAt(null);
              }}
              style={dropAt === i ? { outline: '2px dashed var(--mantine-primary-color-filled)' } : undefined}
            >
              {readOnly ? null : (
                <Group justify="space-between" mb="sm" wrap="wrap">
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={`Drag ${name(slide, i)}`}
                    title="Drag to reorder"
                    draggable
                    onDragStart={(e) => {
                      dragFrom.current = i;
                      e.dataTransfer.effectAllowed = 'move';
                      e.dataTransfer.setData('text/plain', String(i));
                    }}
                    onDragEnd={() => {
                      dragFrom.current = null;
                      setDropAt(null);
                    }}
                    style={{ cursor: 'grab' }}
                  >
                    ⠿
                  </ActionIcon>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      disabled={i === 0}
                      onClick={() => move(i, i - 1)}
                      aria-label={`Move up ${name(slide, i)}`}
                    >
                      Move up
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={i === list.length - 1}
                      onClick={() => move(i, i + 1)}
                      aria-label={`Move down ${name(slide, i)}`}
                    >
                      Move down
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      onClick={() => form.removeListItem('slides', i)}
                      aria-label={`Remove ${name(slide, i)}`}
                    >
                      Remove
                    </Button>
                  </Group>
                </Group>
              )}
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                <Stack gap="xs">
                  {readOnly ? (
                    slide.image ? (
                      <Image
                        src={imageUrl(slide.image)}
                        alt={`${name(slide, i)} image`}
                        h={120}
                        w="auto"
                        fit="contain"
                      />
                    ) : null
                  ) : (
                    <ImageUpload
                      kind="slide"
                      label={`Image of slide ${i + 1}`}
                      src={imageUrl(slide.image)}
                      onUploaded={(key) => form.setFieldValue(`${path}.image`, key)}
                      previewHeight={120}
                    />
                  )}
                  {imageError ? (
                    <Text c="red" size="sm" role="alert">
                      {imageError}
                    </Text>
                  ) : null}
                </Stack>
                <Stack gap="xs">
                  <TextInput
                    label="Small title above"
                    maxLength={LIMITS.setupSlideTitle}
                    {...form.getInputProps(`${path}.upperTitle`)}
                  />
                  <TextInput
                    label="Title"
                    maxLength={LIMITS.setupSlideTitle}
                    {...form.getInputProps(`${path}.title`)}
                  />
                  <Textarea
                    label="Text"
                    rows={2}
                    maxLength={LIMITS.setupSlideLegend}
                    {...form.getInputProps(`${path}.legend`)}
                  />
                  <Checkbox
                    label="Show the app store buttons on phones"
                    checked={slide.showMobileButtons === 1}
                    onChange={(e) => form.setFieldValue(`${path}.showMobileButtons`, e.currentTarget.checked ? 1 : 0)}
                  />
                  <Checkbox
                    label="Show a custom button"
                    checked={slide.showCustom === 1}
                    onChange={(e) => form.setFieldValue(`${path}.showCustom`, e.currentTarget.checked ? 1 : 0)}
                  />
                  {slide.showCustom === 1 ? (
                    <>
                      <TextInput
                        label="Button title"
                        maxLength={60}
                        {...form.getInputProps(`${path}.customButton.buttonTitle`)}
                      />
                      <TextInput
                        label="Portal page (e.g. /b2c/clocaldeals)"
                        {...form.getInputProps(`${path}.customButton.buttonRoute`)}
                      />
                      <TextInput
                        label="Or an outside address"
                        placeholder="https://"
                        {...form.getInputProps(`${path}.customButton.outsideUrl`)}
                      />
                    </>
                  ) : null}
                </Stack>
              </SimpleGrid>
            </Fieldset>
          );
        })}
        {readOnly ? null : (
          <Group justify="space-between">
            <Button
              variant="default"
              disabled={list.length >= LIMITS.setupSlides}
              onClick={() => form.insertListItem('slides', blankSlide())}
            >
              Add a slide
            </Button>
            <Button type="submit" loading={pending}>
              Save slides
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
