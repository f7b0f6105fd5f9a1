import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { sk } from '../i18n/sk.ts';

export interface ShopDialogProps {
  show: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** The id the dialog's heading gets, for aria-labelledby. */
  titleId: string;
}

/** The dialog's Bootstrap modal (loaded by `ShopDialog` when a dialog first opens). */
export function ShopDialogModal({ show, title, onClose, children, footer, titleId }: ShopDialogProps) {
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={sk.common.close}>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      {footer ? <Modal.Footer>{footer}</Modal.Footer> : null}
    </Modal>
  );
}
