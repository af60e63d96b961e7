import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Button, getDefaultZIndex, Group, Modal, Text } from '@mantine/core';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';

/** Only web addresses open; a stored value like javascript:... never does. */
export const isWebAddress = (url: string) => /^https?:\/\//i.test(url.trim());

/** One layer above Mantine's modals: the confirmation may open over a deal's modal. */
const ABOVE_MODAL = getDefaultZIndex('modal') + 10;

/**
 * Before an outside link opens, 'Please read' with the pop-up blocker reminder;
 * 'Popup blocker disabled' opens it in a new window (inside the click, so no blocker stops it).
 */
export function OutsideLinkConfirm({ url, onClose }: { url: string | null; onClose: () => void }) {
  const open = () => {
    if (url && isWebAddress(url)) window.open(url.trim(), '_blank', 'noopener,noreferrer');
    onClose();
  };
  return (
    <Modal
      opened={url !== null}
      onClose={onClose}
      title={DEALS_MESSAGES.pleaseReadTitle}
      size="sm"
      centered
      zIndex={ABOVE_MODAL}
      closeButtonProps={{ 'aria-label': 'Close' }}
      data-testid="please-read"
    >
      <Text>{DEALS_MESSAGES.newWindow}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={open} data-autofocus>
          {DEALS_MESSAGES.popupBlockerDisabled}
        </Button>
      </Group>
    </Modal>
  );
}
