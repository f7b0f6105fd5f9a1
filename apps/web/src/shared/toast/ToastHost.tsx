import { TOAST_AUTOCLOSE_MS } from '@hokej/contract/constants';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { sk } from '../i18n/sk.ts';
import { type Toast as ShopToast, toastClosed } from './toastSlice.ts';

/** One toast in Bootstrap's markup, titled by its kind; it closes by itself or by its button. */
function ShopToastView({ toast }: { toast: ShopToast }) {
  const dispatch = useDispatch();
  const close = () => dispatch(toastClosed(toast.id));
  // biome-ignore lint/correctness/useExhaustiveDependencies: one timer per toast id (a repeated message gets a new id)
  useEffect(() => {
    const timer = setTimeout(close, TOAST_AUTOCLOSE_MS);
    return () => clearTimeout(timer);
  }, [toast.id]);
  const light = toast.variant === 'warning' || toast.variant === 'info';
  return (
    <div className={`toast show bg-${toast.variant}`} data-variant={toast.variant}>
      <div className="toast-header">
        <strong className="me-auto">{sk.toastTitle[toast.variant]}</strong>
        <button type="button" className="btn-close" aria-label={sk.common.close} onClick={close} />
      </div>
      <div className={`toast-body${light ? '' : ' text-white'}`}>{toast.text}</div>
    </div>
  );
}

/**
 * The toasts at the bottom right, clear of the top bar's account menu, cart and countdown. Two live regions
 * that are always there (so screen readers hear what is added): errors assertively, everything else politely.
 */
export function ToastHost() {
  const toasts = useSelector((state: { toasts: ShopToast[] }) => state.toasts);
  const errors = toasts.filter((t) => t.variant === 'danger');
  const notes = toasts.filter((t) => t.variant !== 'danger');
  return (
    <div className="toast-container toast-host position-fixed p-3">
      <div aria-live="assertive" aria-relevant="additions" className="d-grid gap-2">
        {errors.map((toast) => (
          <ShopToastView key={toast.id} toast={toast} />
        ))}
      </div>
      <div aria-live="polite" aria-relevant="additions" className="d-grid gap-2">
        {notes.map((toast) => (
          <ShopToastView key={toast.id} toast={toast} />
        ))}
      </div>
    </div>
  );
}
