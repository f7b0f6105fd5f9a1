import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useNavigate } from 'react-router';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { installmentsText } from '../../../shared/i18n/skInstallments.ts';
import { followPayRedirect } from '../../../shared/payment/followPayRedirect.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { usePayInvoicePushMutation } from '../api/installmentEndpoints.ts';

const t = installmentsText.view.invoicePush;

/** The invoice push link's card payment: to the gateway's page, or the server's refusal above the button. */
export function PayByLinkButton({ pushId, label }: { pushId: string; label: string }) {
  const navigate = useNavigate();
  const [pay, paying] = usePayInvoicePushMutation();
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const onClick = async () => {
    setFailure(null);
    const result = await pay(pushId);
    if (result.data) {
      setLeaving(true);
      followPayRedirect(result.data.redirectUrl, navigate);
    } else {
      setFailure(describeFailure(t.payFailed, toApiError(result.error)));
    }
  };
  const busy = paying.isLoading || leaving;
  return (
    <>
      {failure ? (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      ) : null}
      <ShopButton variant="success" size="lg" disabled={busy} onClick={() => void onClick()}>
        {busy ? t.paying : label}
      </ShopButton>
    </>
  );
}
