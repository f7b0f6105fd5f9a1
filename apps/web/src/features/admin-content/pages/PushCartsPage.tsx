import type { AdminPushCart, PushCartCreated } from '@hokej/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';
import { toApiError } from '../../../shared/api/apiError.ts';
import { BackOfficeHeader } from '../../../shared/backoffice/BackOfficeHeader.tsx';
import { ConfirmDialog } from '../../../shared/backoffice/ConfirmDialog.tsx';
import { useCart } from '../../../shared/cart/useCart.ts';
import { skAdminContent } from '../../../shared/i18n/skAdminContent.ts';
import { useShopDispatch } from '../../../shared/store/useShopDispatch.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { useGetAdminPushCartsQuery, useRevokePushCartMutation } from '../api/pushCartAdminEndpoints.ts';
import { PushCartForm } from '../components/PushCartForm.tsx';
import { PushCartList } from '../components/PushCartList.tsx';
import { PushCartSeats } from '../components/PushCartSeats.tsx';

const t = skAdminContent.pushCarts;

function CreatedLink({ created, emailedTo }: { created: PushCartCreated; emailedTo: string | null }) {
  const dispatch = useShopDispatch();
  return (
    <Alert variant="success" aria-live="polite">
      <Alert.Heading as="h3" className="h6">
        {t.created}
      </Alert.Heading>
      {emailedTo ? <p className="mb-2">{t.createdEmailed(emailedTo)}</p> : null}
      <InputGroup size="sm" className="mb-2">
        <Form.Control
          readOnly
          value={created.url}
          aria-label={t.linkLabel}
          onFocus={(e) => e.target.select()}
        />
        <Button
          variant="outline-success"
          onClick={async () => {
            await navigator.clipboard?.writeText(created.url);
            dispatch(toastShown('success', t.copied));
          }}
        >
          {t.copy}
        </Button>
      </InputGroup>
      <p className="small mb-0">{t.createdHint}</p>
    </Alert>
  );
}

/** /admin/push-carts (ADMIN, CASHIER): seats picked for a customer become a link the customer pays by card. */
export function PushCartsPage() {
  const dispatch = useShopDispatch();
  const cart = useCart();
  const carts = useGetAdminPushCartsQuery();
  const [created, setCreated] = useState<{ created: PushCartCreated; emailedTo: string | null } | null>(null);
  const [revoking, setRevoking] = useState<AdminPushCart | null>(null);
  const [revoke, revocation] = useRevokePushCartMutation();
  const closeRevoke = () => {
    setRevoking(null);
    revocation.reset();
  };
  const hasSeats = (cart.data?.items.length ?? 0) > 0;

  return (
    <>
      <BackOfficeHeader title={t.title} />
      <p>{t.intro}</p>
      <div className="row g-4 mb-4">
        <div className="col-12 col-xl-7">
          <Card className="h-100 shadow-sm">
            <Card.Body>
              <h2 className="h5">{t.step1}</h2>
              <PushCartSeats cart={cart.data} />
            </Card.Body>
          </Card>
        </div>
        <div className="col-12 col-xl-5">
          <Card className="h-100 shadow-sm">
            <Card.Body>
              <h2 className="h5">{t.step2}</h2>
              {created ? <CreatedLink {...created} /> : null}
              <PushCartForm
                disabled={!hasSeats}
                onCreated={(c, emailedTo) => setCreated({ created: c, emailedTo })}
              />
            </Card.Body>
          </Card>
        </div>
      </div>
      <h2 className="h4">{t.listTitle}</h2>
      {carts.isLoading ? (
        <Spinner animation="border" role="status" aria-label={skAdminContent.common.loading} />
      ) : null}
      {carts.isError ? <Alert variant="danger">{skAdminContent.common.loadFailed}</Alert> : null}
      {carts.data && carts.data.data.length === 0 ? <p>{t.listEmpty}</p> : null}
      {carts.data && carts.data.data.length > 0 ? (
        <PushCartList carts={carts.data.data} onRevoke={setRevoking} />
      ) : null}
      {revoking ? (
        <ConfirmDialog
          title={t.revokeTitle}
          text={t.revokeText}
          confirm={t.revoke}
          busy={revocation.isLoading}
          error={revocation.error ? toApiError(revocation.error).message : null}
          onClose={closeRevoke}
          onConfirm={async () => {
            const result = await revoke(revoking.id);
            if ('data' in result && result.data) {
              dispatch(toastShown('success', t.revoked(result.data.releasedSeats)));
              closeRevoke();
            }
          }}
        />
      ) : null}
    </>
  );
}
