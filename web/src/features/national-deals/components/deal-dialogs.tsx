import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Anchor, Button, getDefaultZIndex, Group, Modal, Text } from '@mantine/core';
import { MESSAGES } from '../../../../../shared/constants';
import { isOutsideLink } from '../utils/please-login';

// Spec section 8: the 'Please read' pop-up blocker confirmation before an outside link, and the
// 'Call' dialog of a redemption by phone. They may open above the deal modal: one layer higher.

const ABOVE_MODAL = getDefaultZIndex('modal') + 10;

/** 'Popup blocker disabled' opens the address in a new window, inside the click so no blocker stops it. */
export function OutsideLinkConfirm({ url, onClose }: { url: string | null; onClose: () => void }) {
  const open = () => {
    if (url && isOutsideLink(url)) window.open(url.trim(), '_blank', 'noopener,noreferrer');
    onClose();
  };
  return (
    <Modal opened={url !== null} onClose={onClose} title={MESSAGES.pleaseReadTitle} size="sm" centered zIndex={ABOVE_MODAL} closeButtonProps={{ 'aria-label': 'Close' }} data-testid="please-read">
      <Text>{MESSAGES.newWindow}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={open} data-autofocus>
          {MESSAGES.popupBlockerDisabled}
        </Button>
      </Group>
    </Modal>
  );
}

export function CallDialog({ phone, onClose }: { phone: string | null; onClose: () => void }) {
  return (
    <Modal opened={phone !== null} onClose={onClose} title={MESSAGES.callTitle} size="sm" centered zIndex={ABOVE_MODAL} closeButtonProps={{ 'aria-label': 'Close' }} data-testid="call-dialog">
      <Text fz="xl" fw={700}>
        <Anchor href={`tel:${(phone ?? '').replace(/[^\d+]/g, '')}`} data-testid="call-number">
          {phone}
        </Anchor>
      </Text>
      <Text mt="xs">{MESSAGES.callToGetDeal}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
