import { lazy, Suspense, useCallback } from 'react';
import { type Cart, useLazyGetCartQuery } from './cartApi.ts';
import { earliestExpiry, ticketExpiry } from './cartCountdown.ts';
import { lapsedItems } from './cartItems.ts';
import { HoldTimer } from './HoldTimer.tsx';
import { useHoldCountdown } from './useHoldCountdown.ts';

/** Loaded when a line has lapsed: its dropdown (Popper) is not part of the first load. */
const LapsedSeatsNotice = lazy(() =>
  import('./LapsedSeatsNotice.tsx').then((m) => ({ default: m.LapsedSeatsNotice })),
);

interface CartCountdownProps {
  cart: Cart | undefined;
  className?: string;
  /** The top-bar form of the lapsed-seats notice (a dropdown) instead of the full alert. */
  compact?: boolean;
  /** A push cart counts down to its tickets' expiry, or to its link's expiry (ms) when that is later. */
  expiresAt?: number;
  /** What to do when the time is up, instead of reading the fan's cart again. */
  onExpired?: () => void;
}

/**
 * "Zostávajúci čas mm:ss" of the cart's holds; refetches the cart when the time is up. A lapsed (CANCELLED)
 * line stops the countdown, so the lapsed-seats notice takes its place.
 */
export function CartCountdown({
  cart,
  className,
  compact = false,
  expiresAt,
  onExpired,
}: CartCountdownProps) {
  const [refetchCart] = useLazyGetCartQuery();
  const expiry =
    expiresAt !== undefined
      ? ticketExpiry(cart?.items ?? [], expiresAt)
      : cart
        ? earliestExpiry(cart.items)
        : null;
  // Time is up: ask the server once per expiry what is left in the cart (or do what the page asks).
  const expire = useCallback(() => (onExpired ? onExpired() : void refetchCart()), [onExpired, refetchCart]);
  const { remaining, running } = useHoldCountdown(cart ? expiry : null, cart?.diffTimestamp ?? 0, expire);

  if (expiresAt === undefined && lapsedItems(cart?.items).length > 0) {
    return (
      <Suspense fallback={null}>
        <LapsedSeatsNotice cart={cart} compact={compact} className={className} />
      </Suspense>
    );
  }
  if (!cart || cart.items.length === 0 || !running) return null;
  // A push link lasts hours: "11:59:58" reads better than "719:58"; a fan's hold is minutes.
  return <HoldTimer remaining={remaining} long={expiresAt !== undefined} className={className} />;
}
