import '@mantine/core/styles/Fieldset.css';
import { Fieldset, SimpleGrid, Text } from '@mantine/core';
import type { SetupCoop } from '#shared/schemas/admin-setup.js';
import { ImageUpload } from './image-upload';
import { useImageSaved } from './setup-api';

// Card art: the membership card's front and back as the member card page prints them. Each
// upload is set on the co-op at once (ideally 810 × 510 pixels, the card's shape).

export function CardArt({ coop, readOnly }: { coop: SetupCoop; readOnly: boolean }) {
  const saved = useImageSaved();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Text size="sm" c="dimmed" style={{ gridColumn: '1 / -1' }}>
        The member card page prints this art with the member&apos;s name and member ID. Use images in the card&apos;s
        shape (for example 810 × 510 pixels).
      </Text>
      <Fieldset legend="Card front">
        <ImageUpload
          kind="cardFront"
          label="Upload the card front"
          src={coop.cardFrontUrl}
          readOnly={readOnly}
          onUploaded={saved}
          previewHeight={160}
        />
      </Fieldset>
      <Fieldset legend="Card back">
        <ImageUpload
          kind="cardBack"
          label="Upload the card back"
          src={coop.cardBackUrl}
          readOnly={readOnly}
          onUploaded={saved}
          previewHeight={160}
        />
      </Fieldset>
    </SimpleGrid>
  );
}
