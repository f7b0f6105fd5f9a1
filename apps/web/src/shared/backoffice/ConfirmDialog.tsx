import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { skAdminContent } from '../i18n/skAdminContent.ts';
import { ShopDialog } from '../ui/ShopDialog.tsx';

type Props = {
  title: string;
  text: string;
  confirm: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** The confirm button's colour: red for what cannot be taken back, green for publishing. */
  variant?: 'danger' | 'success';
};

/** Asks before a back office change that cannot be taken back (deactivate, delete) or goes public (publish). */
export function ConfirmDialog({
  title,
  text,
  confirm,
  busy,
  error,
  onConfirm,
  onClose,
  variant = 'danger',
}: Props) {
  return (
    <ShopDialog
      show
      title={title}
      titleId="confirm-title"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {skAdminContent.common.cancel}
          </Button>
          <Button variant={variant} onClick={onConfirm} disabled={busy}>
            {confirm}
          </Button>
        </>
      }
    >
      <p className="mb-0">{text}</p>
      {error ? (
        <Alert variant="danger" className="mt-3 mb-0">
          {error}
        </Alert>
      ) : null}
    </ShopDialog>
  );
}
