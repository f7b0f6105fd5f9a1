/** Announces once per hold when COUNTDOWN_DANGER_MINUTES (3) minutes are left on the cart's seats. */
import { COUNTDOWN_DANGER_MINUTES } from '@hokej/contract/constants';
import { useEffect, useRef } from 'react';
import type { Cart } from '../../../shared/cart/cartApi.ts';
import { earliestExpiry, remainingMs } from '../../../shared/cart/cartCountdown.ts';
import { t } from '../../../shared/i18n/shopI18n.ts';
import { seatPickerText } from '../../../shared/i18n/skSeatPicker.ts';

const WARN_MS = COUNTDOWN_DANGER_MINUTES * 60_000;

export function useHoldWarning(cart: Cart | undefined, announce: (message: string) => void) {
  const warnedFor = useRef<number | null>(null);
  const expiry = cart ? earliestExpiry(cart.items) : null;
  const diff = cart?.diffTimestamp ?? 0;
  useEffect(() => {
    if (expiry === null || warnedFor.current === expiry) return;
    const left = remainingMs(expiry, diff);
    if (left <= 0) return;
    const warn = () => {
      warnedFor.current = expiry;
      announce(
        seatPickerText.t('holdWarning', { minutes: t('units.minutes', { count: COUNTDOWN_DANGER_MINUTES }) }),
      );
    };
    if (left <= WARN_MS) {
      warn();
      return;
    }
    const timer = window.setTimeout(warn, left - WARN_MS);
    return () => window.clearTimeout(timer);
  }, [expiry, diff, announce]);
}
