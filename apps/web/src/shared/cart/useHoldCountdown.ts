import { useEffect, useRef, useState } from 'react';
import { type CountdownClock, countdownClock, isTimerRunning, remainingMs } from './cartCountdown.ts';

/**
 * The time left until `expiry` (ms on the server's clock; `diffTimestamp` = client − server time), ticking each
 * second while it runs; `onExpired` is called once per expiry when the time is up. The cart's countdown and
 * a waiting-list offer's count down with it.
 */
export function useHoldCountdown(expiry: number | null, diffTimestamp: number, onExpired: () => void) {
  const expiredFor = useRef<number | null>(null);
  const clockKey = `${expiry}|${diffTimestamp}`;
  const [clock, setClock] = useState<CountdownClock>(() => ({ key: clockKey, now: Date.now() }));
  // A new expiry is counted from the current time, not from the last tick of a timer that was not running.
  const current = countdownClock(clock, clockKey);
  if (current !== clock) setClock(current);
  const remaining = expiry === null ? 0 : remainingMs(expiry, diffTimestamp, current.now);
  const running = expiry !== null && isTimerRunning(remaining);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setClock((c) => ({ key: c.key, now: Date.now() })), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  useEffect(() => {
    if (expiry !== null && remaining <= 0 && expiredFor.current !== expiry) {
      expiredFor.current = expiry;
      onExpired();
    }
  }, [expiry, remaining, onExpired]);

  return { remaining, running };
}
