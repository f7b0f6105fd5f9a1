import type { AdminCoupon } from '@hokej/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { toApiError } from '../../../shared/api/apiError.ts';
import { BackOfficeHeader } from '../../../shared/backoffice/BackOfficeHeader.tsx';
import { ConfirmDialog } from '../../../shared/backoffice/ConfirmDialog.tsx';
import { ListStatus } from '../../../shared/backoffice/ListStatus.tsx';
import { skAdminContent } from '../../../shared/i18n/skAdminContent.ts';
import { useShopDispatch } from '../../../shared/store/useShopDispatch.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { useDeactivateCouponMutation, useGetAdminCouponsQuery } from '../api/couponAdminEndpoints.ts';
import { CouponCreateForm } from '../components/CouponCreateForm.tsx';
import { CouponEditDialog } from '../components/CouponEditDialog.tsx';
import { CouponTable } from '../components/CouponTable.tsx';
import { CouponUsesDialog } from '../components/CouponUsesDialog.tsx';

const t = skAdminContent.coupons;
type Open = { kind: 'edit' | 'deactivate' | 'uses'; coupon: AdminCoupon } | null;

/** /admin/coupons (ADMIN): the club's coupons, their state and uses; create, edit the limit or expiry, deactivate. */
export function CouponsPage() {
  const dispatch = useShopDispatch();
  const { data, isLoading, isError, refetch } = useGetAdminCouponsQuery();
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const [deactivate, deactivation] = useDeactivateCouponMutation();
  const close = () => {
    setOpen(null);
    deactivation.reset();
  };
  const say = (text: string) => dispatch(toastShown('success', text));

  return (
    <>
      <BackOfficeHeader title={t.title} />
      <p>{t.intro}</p>
      {creating ? (
        <Card className="mb-4 shadow-sm">
          <Card.Body>
            <h2 className="h5">{t.newCoupon}</h2>
            <CouponCreateForm
              onCreated={(code) => {
                setCreating(false);
                say(t.created(code));
              }}
            />
          </Card.Body>
        </Card>
      ) : (
        <Button className="mb-4" onClick={() => setCreating(true)}>
          {t.newCoupon}
        </Button>
      )}
      <ListStatus
        loading={isLoading}
        failed={isError}
        empty={data?.data.length === 0}
        emptyText={t.empty}
        onRetry={() => refetch()}
      />
      {data && data.data.length > 0 ? (
        <CouponTable
          coupons={data.data}
          onEdit={(coupon) => setOpen({ kind: 'edit', coupon })}
          onDeactivate={(coupon) => setOpen({ kind: 'deactivate', coupon })}
          onShowUses={(coupon) => setOpen({ kind: 'uses', coupon })}
        />
      ) : null}
      {open?.kind === 'edit' ? (
        <CouponEditDialog
          coupon={open.coupon}
          onClose={close}
          onSaved={(code) => {
            close();
            say(t.saved(code));
          }}
        />
      ) : null}
      {open?.kind === 'uses' ? <CouponUsesDialog coupon={open.coupon} onClose={close} /> : null}
      {open?.kind === 'deactivate' ? (
        <ConfirmDialog
          title={t.deactivateTitle(open.coupon.code)}
          text={t.deactivateText}
          confirm={t.deactivate}
          busy={deactivation.isLoading}
          error={deactivation.error ? toApiError(deactivation.error).message : null}
          onClose={close}
          onConfirm={async () => {
            const result = await deactivate(open.coupon.id);
            if ('data' in result && result.data) {
              say(t.deactivated(open.coupon.code));
              close();
            }
          }}
        />
      ) : null}
    </>
  );
}
