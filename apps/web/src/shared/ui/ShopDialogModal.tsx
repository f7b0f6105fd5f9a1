import { type ReactNode, useEffect, useRef } from 'react';
import Modal from 'react-bootstrap/Modal';
import { sk } from '../i18n/sk.ts';
import { currentOpener, returnFocusAfterDialog } from './dialogOpener.ts';

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
  const opener = useRef<HTMLElement | null>(null);
  if (show && opener.current === null) opener.current = currentOpener();
  // Bootstrap's own return runs first; whatever it left on <body> is then placed (on close and on removal).
  const giveFocusBack = () => {
    const from = opener.current;
    opener.current = null;
    setTimeout(() => returnFocusAfterDialog(from), 0);
  };
  // Removed while open (the error dialog is dismissed by removing it): the same return.
  const giveBack = useRef(giveFocusBack);
  giveBack.current = giveFocusBack;
  useEffect(
    () => () => {
      if (opener.current) giveBack.current();
    },
    [],
  );
  return (
    <Modal show={show} onHide={onClose} onExited={giveFocusBack} centered aria-labelledby={titleId}>
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
