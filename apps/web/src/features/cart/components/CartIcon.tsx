import { useLocation, useNavigate } from 'react-router';
import { heldCount } from '../../../shared/cart/cartItems.ts';
import { useCart } from '../../../shared/cart/useCart.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { isPushCheckoutPath, paths } from '../../../shared/routes/paths.ts';

function CartGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M0 1.5A.5.5 0 0 1 .5 1H2a.5.5 0 0 1 .485.379L2.89 3H14.5a.5.5 0 0 1 .491.592l-1.5 8A.5.5 0 0 1 13 12H4a.5.5 0 0 1-.491-.408L2.01 3.607 1.61 2H.5a.5.5 0 0 1-.5-.5M5 12a2 2 0 1 0 0 4 2 2 0 0 0 0-4m7 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4" />
    </svg>
  );
}

/** The cart icon with its counter of held seats: to checkout when seats are held, otherwise reload the cart. */
export function CartIcon() {
  const { data: cart, refetch } = useCart();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Lapsed (CANCELLED) lines hold no seat: the badge counts only the lines awaiting payment.
  const count = heldCount(cart?.items);
  const onClick = () => {
    if (isPushCheckoutPath(pathname)) return;
    if (count > 0) navigate(paths.checkout);
    else void refetch();
  };
  return (
    <button
      type="button"
      className="btn btn-link nav-link px-2 position-relative cart-icon"
      onClick={onClick}
      data-testid="cart-icon"
    >
      <CartGlyph />
      {/* The name holds the visible count ("Košík, položky: 2"), so a voice command saying what is seen works. */}
      <span className="visually-hidden">{sk.topBar.cartItems}</span>
      <span className="badge rounded-pill bg-danger ms-1" data-testid="cart-count">
        {count}
      </span>
    </button>
  );
}
