import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Button, getDefaultZIndex, Group, Modal, Text } from '@mantine/core';
import { useCallback, useState } from 'react';

// The small dialogs: a title, the message (if any) and OK. It may open above the deal
// modal, so it sits one layer higher.

export interface DialogMessage {
  title: string;
  /** Absent when the title says it all ('Deal added to favorites'). */
  message?: string;
}

export function MessageDialog({ dialog, onClose }: { dialog: DialogMessage | null; onClose: () => void }) {
  return (
    <Modal
      opened={dialog !== null}
      onClose={onClose}
      title={dialog?.title}
      size="sm"
      centered
      zIndex={getDefaultZIndex('modal') + 10}
      closeButtonProps={{ 'aria-label': 'Close' }}
      data-testid="message-dialog"
    >
      {dialog?.message && <Text data-testid="message-dialog-text">{dialog.message}</Text>}
      <Group justify="flex-end" mt={dialog?.message ? 'lg' : 0}>
        <Button onClick={onClose} data-autofocus>
          OK
        </Button>
      </Group>
    </Modal>
  );
}

/** The dialog's state: what it shows (null: closed), a way to show one and to close it. */
export function useMessageDialog() {
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const show = useCallback((title: string, message?: string) => setDialog({ title, message }), []);
  const close = useCallback(() => setDialog(null), []);
  return { dialog, show, close };
}
