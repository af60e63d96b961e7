import '@mantine/core/styles/Image.css';
import { FileInput, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { IMAGE_TYPES, LIMITS, MEDIA } from '#shared/constants.js';
import { publicMediaKey } from '#shared/media-keys.js';
import { errorMessage, uploadApi } from '#web/lib/api-client.js';
import { readItem } from '#web/lib/session-storage.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';

// Logo & Images: JPG or PNG up to 409600 bytes, checked here
// for a quick answer and again on the server from the bytes; uploaded at once under the spec's
// names (Image1C-{bpId} for the logo, Image2C and Image3C for the images).

export type ImageField = 'logoCode' | 'image1Code' | 'image2Code';
const SLOTS: { field: ImageField; prefix: string; label: string }[] = [
  { field: 'logoCode', prefix: 'Image1C', label: 'Logo' },
  { field: 'image1Code', prefix: 'Image2C', label: 'Primary image' },
  { field: 'image2Code', prefix: 'Image3C', label: 'Secondary image' },
];

function extensionOf(file: File): string | undefined {
  const ext = /\.(jpe?g|png)$/i.exec(file.name)?.[1]?.toLowerCase();
  return ext && (IMAGE_TYPES as readonly string[]).includes(file.type || (ext === 'png' ? 'image/png' : 'image/jpeg'))
    ? ext
    : undefined;
}

const failed = (message: string) =>
  notifications.show({ color: 'red', title: PARTNERS_MESSAGES.imageUploadFailed, message });

interface SlotProps {
  bpId: string;
  slot: (typeof SLOTS)[number];
  code: string | null | undefined;
  onChange: (code: string | null) => void;
  onBusy: (busy: boolean) => void;
}

/** Where an uploaded image is served (setup/uploadbpimage stores it in the member's own business folder); null for a name no upload has. */
function storedImageUrl(code: string | null | undefined): string | null {
  if (!code) return null;
  try {
    return `${MEDIA.publicPrefix}${publicMediaKey('business', readItem('credentials') ?? '', code)}`;
  } catch {
    return null;
  }
}

function ImageSlot({ bpId, slot, code, onChange, onBusy }: SlotProps) {
  const stored = storedImageUrl(code);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = async (file: File | null) => {
    if (!file) return;
    const ext = extensionOf(file);
    if (!ext) return failed(PARTNERS_MESSAGES.imageFormat);
    if (file.size > LIMITS.imageBytes) return failed(PARTNERS_MESSAGES.imageSize);
    const filename = `${slot.prefix}-${bpId}.${ext}`;
    setPreview(URL.createObjectURL(file));
    setBusy(true);
    onBusy(true);
    const form = new FormData();
    form.set('file', file, filename);
    form.set('data', JSON.stringify({ credentials: readItem('credentials') }));
    try {
      const answer = await uploadApi('setup/uploadbpimage', form, { filename });
      onChange(answer.message ?? filename);
    } catch (error) {
      // A failed upload leaves no picture behind.
      setPreview(null);
      onChange(null);
      failed(errorMessage(error));
    } finally {
      setBusy(false);
      onBusy(false);
    }
  };

  const shown = preview ?? stored;
  return (
    <Stack gap="xs">
      <FileInput
        label={slot.label}
        placeholder="Choose a JPG or PNG"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        clearable={false}
        disabled={busy}
        onChange={choose}
      />
      {shown ? (
        <Image src={shown} alt={`${slot.label} preview`} h={120} w="auto" fit="contain" radius="sm" />
      ) : (
        <Text c="dimmed" size="sm">
          No image yet.
        </Text>
      )}
      {busy ? (
        <Text size="sm" c="dimmed" role="status">
          Uploading…
        </Text>
      ) : null}
    </Stack>
  );
}

interface ImagesTabProps {
  bpId: string;
  codes: Record<ImageField, string | null | undefined>;
  onChange: (field: ImageField, code: string | null) => void;
  /** An upload started (true) or ended (false): the wizard holds its saves until each is stored. */
  onBusy: (busy: boolean) => void;
}

export function ImagesTab({ bpId, codes, onChange, onBusy }: ImagesTabProps) {
  return (
    <Stack gap="sm">
      <Text>Your logo shows with your offers in local deals; the images show when a member opens one.</Text>
      <Text fw={600} data-testid="image-limit">
        JPG or PNG only. Each image can be at most 400 KB (409,600 bytes).
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {SLOTS.map((slot) => (
          <ImageSlot
            key={slot.field}
            bpId={bpId}
            slot={slot}
            code={codes[slot.field]}
            onChange={(code) => onChange(slot.field, code)}
            onBusy={onBusy}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
