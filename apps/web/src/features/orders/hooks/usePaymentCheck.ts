import type { PaymentCheck } from '@hokej/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { type ApiError, toApiError } from '../../../shared/api/apiError.ts';
import { orderApi, useCheckPaymentMutation, useCheckPushPaymentMutation } from '../api/orderEndpoints.ts';
import { keepsPolling, type PaymentView, POLL_INTERVAL_MS, paymentView } from '../model/paymentStatus.ts';

type State = { view: PaymentView; check: PaymentCheck | null; error: ApiError | null };

/**
 * Asks check-payment every 2 s until the order is decided or a minute has passed; `recheck` starts a new
 * minute. A failed check is shown, not retried (the page offers "Skontrolovať znova"). With a push link's
 * secret (`pushId`) the order is checked by it, without login.
 */
export function usePaymentCheck(
  orderId: string | null,
  enabled: boolean,
  intervalMs = POLL_INTERVAL_MS,
  pushId?: string,
) {
  const dispatch = useDispatch();
  const [checkOwnPayment] = useCheckPaymentMutation();
  const [checkPushPayment] = useCheckPushPaymentMutation();
  const checkPayment = useCallback(
    (id: string) => (pushId ? checkPushPayment({ orderId: id, pushId }) : checkOwnPayment(id)),
    [pushId, checkPushPayment, checkOwnPayment],
  );
  const [state, setState] = useState<State>({ view: 'checking', check: null, error: null });
  const [round, setRound] = useState(0);
  const started = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round starts a new minute of polling
  useEffect(() => {
    if (!orderId || !enabled) return;
    let cancelled = false;
    let timer: number | undefined;
    started.current = Date.now();
    const ask = async () => {
      const result = await checkPayment(orderId);
      if (cancelled) return;
      if (result.error) {
        setState({ view: 'waiting', check: null, error: toApiError(result.error) });
        return;
      }
      const view = paymentView(result.data, Date.now() - started.current);
      setState({ view, check: result.data, error: null });
      if (keepsPolling(view)) timer = window.setTimeout(ask, intervalMs);
      // My orders may be cached from before the payment: it must show the order as it is now.
      else dispatch(orderApi.util.invalidateTags(['Orders']));
    };
    setState({ view: 'checking', check: null, error: null });
    void ask();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [orderId, enabled, round, checkPayment, intervalMs, dispatch]);

  const recheck = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, recheck };
}
