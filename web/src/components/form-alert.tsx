import { Alert } from '@mantine/core';
import { TONE_COLOR, type Notice } from '../lib/notice';

/** A form's alert: the first failing check or the server's answer, read out by screen readers. */
export function FormAlert({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <Alert role="alert" color={TONE_COLOR[notice.tone]} title={notice.title} data-testid="form-alert" variant="light">
      {notice.message}
    </Alert>
  );
}
