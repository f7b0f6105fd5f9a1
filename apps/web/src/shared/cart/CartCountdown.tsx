import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import { formatCountdown, formatLongCountdown } from '../dates/format.ts';
import { sk } from '../i18n/sk.ts';
import { type Cart, useLazyGetCartQuery } from './cartApi.ts';
import {
  type CountdownClock,
  countdownClock,
  countdownVariant,
  earliestExpiry,
  isTimerRunning,
  remainingMs,
  ticketExpiry,
} from './cartCountdown.ts';
import { lapsedItems } from './cartItems.ts';

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
  const refetchedFor = useRef<number | null>(null);
  const expiry =
    expiresAt !== undefined
      ? ticketExpiry(cart?.items ?? [], expiresAt)
      : cart
        ? earliestExpiry(cart.items)
        : null;
  const clockKey = `${expiry}|${cart?.diffTimestamp ?? ''}`;
  const [clock, setClock] = useState<CountdownClock>(() => ({ key: clockKey, now: Date.now() }));
  // A new expiry is counted from the current time, not from the last tick of a timer that was not running.
  const current = countdownClock(clock, clockKey);
  if (current !== clock) setClock(current);
  const now = current.now;
  const remaining = expiry === null || !cart ? 0 : remainingMs(expiry, cart.diffTimestamp, now);
  const running = expiry !== null && isTimerRunning(remaining);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setClock((c) => ({ key: c.key, now: Date.now() })), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  useEffect(() => {
    // Time is up: ask the server once per expiry what is left in the cart.
    if (expiry !== null && remaining <= 0 && refetchedFor.current !== expiry) {
      refetchedFor.current = expiry;
      if (onExpired) onExpired();
      else refetchCart();
    }
  }, [expiry, remaining, refetchCart, onExpired]);

  if (expiresAt === undefined && lapsedItems(cart?.items).length > 0) {
    return (
      <Suspense fallback={null}>
        <LapsedSeatsNotice cart={cart} compact={compact} className={className} />
      </Suspense>
    );
  }
  if (!cart || cart.items.length === 0 || !running) return null;
  // A push link lasts hours: "11:59:58" reads better than "719:58"; a fan's hold is minutes.
  const time = expiresAt === undefined ? formatCountdown(remaining) : formatLongCountdown(remaining);
  return (
    <span
      className={className}
      role="timer"
      aria-label={sk.cart.countdownLabel(time)}
      data-testid="cart-countdown"
    >
      <span className="me-1">{sk.cart.countdown}</span>
      <Badge
        bg={countdownVariant(remaining)}
        text={countdownVariant(remaining) === 'warning' ? 'dark' : undefined}
      >
        {time}
      </Badge>
    </span>
  );
}
