import type { CartItem } from '@hokej/contract';
import Alert from 'react-bootstrap/Alert';
import Dropdown from 'react-bootstrap/Dropdown';
import { toApiError } from '../api/apiError.ts';
import { formatDateTime } from '../dates/format.ts';
import { t } from '../i18n/shopI18n.ts';
import { sk } from '../i18n/sk.ts';
import { useShopDispatch } from '../store/useShopDispatch.ts';
import { toastShown } from '../toast/toastSlice.ts';
import { type Cart, useUpdateCartMutation } from './cartApi.ts';
import { lapsedItems } from './cartItems.ts';

function useRemoveLapsed() {
  const dispatch = useShopDispatch();
  const [updateCart, { isLoading }] = useUpdateCartMutation();
  const remove = async (item: CartItem) => {
    const result = await updateCart({ type: 'REMOVE_ITEM', itemId: item.id });
    if ('error' in result)
      dispatch(toastShown('danger', toApiError(result.error).message || sk.cart.lapsedRemoveFailed));
  };
  return { remove, busy: isLoading };
}

function LapsedLine({ item, busy, onRemove }: { item: CartItem; busy: boolean; onRemove: () => void }) {
  const { sector, row, name } = item.seat;
  return (
    <li className="d-flex justify-content-between align-items-center gap-2 py-1" data-testid="lapsed-seat">
      <span>
        <span className="d-block">{t('cart.lapsedLine', { sector, row, name })}</span>
        <span className="d-block small text-body-secondary">
          {item.title} · <time dateTime={item.startsAt}>{formatDateTime(item.startsAt)}</time>
        </span>
      </span>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger flex-shrink-0"
        disabled={busy}
        aria-label={t('cart.lapsedRemoveLabel', { sector, row, name })}
        onClick={onRemove}
      >
        {sk.cart.lapsedRemove}
      </button>
    </li>
  );
}

/**
 * "Rezervácia niektorých miest vypršala." with every lapsed line and a remove button for each. It stands where
 * the countdown would be: a lapsed line stops the countdown (spec), so the fan learns why it is gone.
 * `compact` is the top-bar form: the notice opens a dropdown with the lines.
 */
export function LapsedSeatsNotice({
  cart,
  compact = false,
  className,
}: {
  cart: Cart | undefined;
  compact?: boolean;
  className?: string;
}) {
  const { remove, busy } = useRemoveLapsed();
  const lapsed = lapsedItems(cart?.items);
  if (lapsed.length === 0) return null;
  const lines = lapsed.map((item) => (
    <LapsedLine key={item.id} item={item} busy={busy} onRemove={() => void remove(item)} />
  ));
  if (compact) {
    return (
      <Dropdown className={className} align="end" data-testid="lapsed-notice-compact">
        <Dropdown.Toggle variant="link" size="sm" className="link-warning text-decoration-none p-0 small">
          {sk.cart.lapsedTitle}
        </Dropdown.Toggle>
        <Dropdown.Menu className="p-3 lapsed-menu" data-bs-theme="light">
          <p className="small text-body-secondary mb-2">{sk.cart.lapsedHint}</p>
          <ul className="list-unstyled mb-0">{lines}</ul>
        </Dropdown.Menu>
      </Dropdown>
    );
  }
  return (
    <Alert variant="warning" className={`py-2 small ${className ?? ''}`} data-testid="lapsed-notice">
      <p className="fw-semibold mb-1" role="status">
        {sk.cart.lapsedTitle}
      </p>
      <p className="mb-1">{sk.cart.lapsedHint}</p>
      <ul className="list-unstyled mb-0">{lines}</ul>
    </Alert>
  );
}
