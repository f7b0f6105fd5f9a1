import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { orderText } from '../../../shared/i18n/skOrders.ts';
import { followPayRedirect } from '../../../shared/payment/followPayRedirect.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { useRepayOrderMutation, useRepayPushOrderMutation } from '../api/orderEndpoints.ts';

const t = orderText.view.orders;

/**
 * "Zaplatiť znova": a new card payment of an unpaid order, then to the gateway. A push order is paid again by
 * its link's secret (`pushId`), without login.
 */
export function RepayButton({
  orderId,
  pushId,
  size,
}: {
  orderId: string;
  pushId?: string;
  size?: 'sm' | 'lg';
}) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [repayOwn, own] = useRepayOrderMutation();
  const [repayPush, push] = useRepayPushOrderMutation();
  const isLoading = own.isLoading || push.isLoading;
  const repay = (id: string) => (pushId ? repayPush({ orderId: id, pushId }) : repayOwn(id));
  const [leaving, setLeaving] = useState(false);

  const onClick = async () => {
    const result = await repay(orderId);
    if (result.data) {
      setLeaving(true);
      followPayRedirect(result.data.redirectUrl, navigate);
      return;
    }
    dispatch(toastShown('danger', describeFailure(t.repayFailed, toApiError(result.error))));
  };

  return (
    <ShopButton variant="success" size={size} disabled={isLoading || leaving} onClick={() => void onClick()}>
      {isLoading || leaving ? t.repaying : t.repay}
    </ShopButton>
  );
}
