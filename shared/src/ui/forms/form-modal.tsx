import { Modal } from '@zaber/shared/ui/antd/modal';
import type { ReactNode } from 'react';

export interface FormModalProps {
  title: ReactNode;
  /** The close button's name for screen readers ("Zavřít …"). */
  closeLabel: string;
  onClose(): void;
  /** px; antd's 520 when not given. */
  width?: number;
  /** The form (`SchemaForm`), its own buttons inside. */
  children: ReactNode;
}

/**
 * The one frame of a dialog holding a form: no footer (the form has its buttons), closed by its ×
 * or Escape but not by a click beside it (typed text must not vanish with a stray click), and
 * rendered inside the remote's root, so the remote's scoped styles reach what it shows.
 */
export function FormModal({ title, closeLabel, onClose, width, children }: FormModalProps) {
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      footer={null}
      width={width}
      mask={{ closable: false }}
      closable={{ 'aria-label': closeLabel }}
      getContainer={false}
    >
      {children}
    </Modal>
  );
}
