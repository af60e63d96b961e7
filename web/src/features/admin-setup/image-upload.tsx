import '@mantine/core/styles/Image.css';
import { Alert, FileInput, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LIMITS } from '#shared/constants.js';
import type { SetupImageKind } from '#shared/schemas/admin-setup.js';
import { errorMessage } from '#web/lib/api-client.js';
import { imageExtension, uploadCoopImage } from './setup-api';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';

interface Props {
  kind: SetupImageKind;
  label: string;
  /** The image shown now (its portal address), or null. */
  src: string | null;
  /** Called with the uploaded image's key and address. */
  onUploaded: (key: string, url: string) => void | Promise<unknown>;
  readOnly?: boolean;
  /** 0 when the caller shows the image itself. */
  previewHeight?: number;
}

/** A JPG or PNG upload (at most 400 KB) with the current image's preview; checked here, then by the server. */
export function ImageUpload({ kind, label, src, onUploaded, readOnly = false, previewHeight = 100 }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | null) => {
    if (!file) return;
    const ext = imageExtension(file);
    if (!ext) return setError(PARTNERS_MESSAGES.imageFormat);
    if (file.size > LIMITS.imageBytes) return setError(PARTNERS_MESSAGES.imageSize);
    setError(null);
    setBusy(true);
    try {
      const answer = await uploadCoopImage(kind, file, ext);
      await onUploaded(answer.key, answer.url);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={6}>
      {/* previewHeight 0: the caller shows the image itself (feature groups). */}
      {previewHeight === 0 ? null : src ? (
        <Image src={src} alt={`${label} preview`} h={previewHeight} w="auto" fit="contain" radius="sm" />
      ) : (
        <Text c="dimmed" size="sm">
          No image yet.
        </Text>
      )}
      {readOnly ? null : (
        <FileInput
          label={label}
          placeholder={previewHeight === 0 ? 'JPG or PNG, 400 KB' : 'Choose a JPG or PNG (at most 400 KB)'}
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          clearable={false}
          value={null}
          disabled={busy}
          onChange={(file) => void choose(file)}
        />
      )}
      {busy ? (
        <Text size="sm" c="dimmed" role="status">
          Uploading…
        </Text>
      ) : null}
      {error ? (
        <Alert color="red" role="alert" variant="light">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
