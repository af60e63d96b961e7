import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Anchor, Button, getDefaultZIndex, Group, Modal, Text } from '@mantine/core';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';

// The 'Call' dialog of a redemption by phone (the 'Please read' confirmation is
// web/src/components/outside-link-confirm.tsx). It may open above the deal modal: one layer higher.

const ABOVE_MODAL = getDefaultZIndex('modal') + 10;

export function CallDialog({ phone, onClose }: { phone: string | null; onClose: () => void }) {
  return (
    <Modal
      opened={phone !== null}
      onClose={onClose}
      title={DEALS_MESSAGES.callTitle}
      size="sm"
      centered
      zIndex={ABOVE_MODAL}
      closeButtonProps={{ 'aria-label': 'Close' }}
      data-testid="call-dialog"
    >
      <Text fz="xl" fw={700}>
        <Anchor href={`tel:${(phone ?? '').replace(/[^\d+]/g, '')}`} data-testid="call-number">
          {phone}
        </Anchor>
      </Text>
      <Text mt="xs">{DEALS_MESSAGES.callToGetDeal}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
