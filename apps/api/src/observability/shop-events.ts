/**
 * Domain events that metrics count but no route shows, e.g. a payment settled by the gateway's
 * notification, the reconciliation job or a bank statement. The domain calls `shopEvents.emit`; each
 * app's metrics listen while it runs. Nothing else depends on it (no listener, nothing happens).
 */
export type ShopEvent = 'paymentSettled';

type Listener = (event: ShopEvent) => void;
const listeners = new Set<Listener>();

export const shopEvents = {
  emit(event: ShopEvent) {
    for (const listener of listeners) listener(event);
  },
  /** Returns the unsubscribe. */
  on(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
