import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIsMobile } from '../lib/media';

interface AppModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: string;
  testId?: string;
  /** False while a dialog above it is open, so Escape closes only that one. */
  closeOnEscape?: boolean;
}

/** The account modals' frame: a titled dialog, full screen below the mobile breakpoint. */
export function AppModal({ title, onClose, children, size = 'md', testId, closeOnEscape = true }: AppModalProps) {
  const isMobile = useIsMobile();
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size={size}
      fullScreen={isMobile}
      centered={!isMobile}
      data-testid={testId}
      closeOnEscape={closeOnEscape}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {children}
    </Modal>
  );
}
