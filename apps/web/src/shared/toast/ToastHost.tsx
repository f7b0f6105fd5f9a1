import { TOAST_AUTOCLOSE_MS } from '@hokej/contract/constants';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useDispatch, useSelector } from 'react-redux';
import { sk } from '../i18n/sk.ts';
import { type Toast as ShopToast, toastClosed } from './toastSlice.ts';

/** Renders the toast list at the top right of the window. */
export function ToastHost() {
  const toasts = useSelector((state: { toasts: ShopToast[] }) => state.toasts);
  const dispatch = useDispatch();
  return (
    <ToastContainer position="top-end" className="p-3 position-fixed toast-host" aria-live="polite">
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          bg={toast.variant}
          autohide
          delay={TOAST_AUTOCLOSE_MS}
          onClose={() => dispatch(toastClosed(toast.id))}
          role={toast.variant === 'danger' ? 'alert' : 'status'}
        >
          <Toast.Header closeLabel={sk.common.close}>
            <strong className="me-auto">{sk.appName}</strong>
          </Toast.Header>
          <Toast.Body className={toast.variant === 'warning' || toast.variant === 'info' ? '' : 'text-white'}>
            {toast.text}
          </Toast.Body>
        </Toast>
      ))}
    </ToastContainer>
  );
}
