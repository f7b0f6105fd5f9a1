import { type Static, Type } from '@sinclair/typebox';
import { COUPON_KINDS, ORDER_STATUSES } from '../enums.ts';
import { CouponCode } from './cart.ts';
import { IsoDateTime, literalUnion, Uuid } from './common.ts';

/** Coupons in the back office (ADMIN): create, change the limit or expiry, deactivate, see their use. */

export const CouponKindSchema = literalUnion(COUPON_KINDS, { title: 'Typ zľavy' });
/** PERCENT: 1–100 (checked by the service with its own code); FIXED: cents off the order. */
export const CouponValue = Type.Integer({ title: 'Hodnota zľavy', minimum: 1, maximum: 10_000_000 });
const UsageLimit = Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000 }), Type.Null()], {
  title: 'Limit použití',
});

export const CreateCouponBody = Type.Object(
  {
    code: CouponCode,
    kind: CouponKindSchema,
    value: CouponValue,
    validFrom: Type.String({ format: 'date-time', title: 'Platnosť od' }),
    validTo: Type.String({ format: 'date-time', title: 'Platnosť do' }),
    /** null or missing: unlimited. */
    usageLimit: Type.Optional(UsageLimit),
    /** The match or season the coupon applies to; null or missing: every one. */
    setupId: Type.Optional(Type.Union([Uuid, Type.Null()], { title: 'Zápas alebo sezóna' })),
  },
  { additionalProperties: false },
);
export type CreateCouponBody = Static<typeof CreateCouponBody>;

/** PATCH: the limit and the end of validity are what the club may change on a coupon in use. */
export const UpdateCouponBody = Type.Object(
  {
    usageLimit: Type.Optional(UsageLimit),
    validTo: Type.Optional(Type.String({ format: 'date-time', title: 'Platnosť do' })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateCouponBody = Static<typeof UpdateCouponBody>;

export const CouponParams = Type.Object({ id: Uuid });

export const COUPON_STATES = ['ACTIVE', 'NOT_YET_VALID', 'EXPIRED', 'USED_UP', 'DEACTIVATED'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export const AdminCoupon = Type.Object({
  id: Uuid,
  code: Type.String(),
  kind: CouponKindSchema,
  value: Type.Integer(),
  validFrom: IsoDateTime,
  validTo: IsoDateTime,
  usageLimit: Type.Union([Type.Integer(), Type.Null()]),
  /** Uses taken by orders (paid or waiting for payment). */
  usedCount: Type.Integer(),
  setup: Type.Union([Type.Object({ id: Uuid, title: Type.String(), startsAt: IsoDateTime }), Type.Null()]),
  /** What the coupon does now, on the shop clock. */
  state: literalUnion(COUPON_STATES),
  deactivatedAt: Type.Union([IsoDateTime, Type.Null()]),
  createdAt: IsoDateTime,
});
export type AdminCoupon = Static<typeof AdminCoupon>;

export const AdminCouponList = Type.Object({ data: Type.Array(AdminCoupon) });
export type AdminCouponList = Static<typeof AdminCouponList>;

/** An order that used the coupon (cancelled ones included: their use was given back). */
export const CouponUse = Type.Object({
  orderId: Uuid,
  orderNumber: Type.Integer(),
  status: literalUnion(ORDER_STATUSES),
  email: Type.String(),
  discount: Type.Integer(),
  totalPrice: Type.Integer(),
  createdAt: IsoDateTime,
});
export type CouponUse = Static<typeof CouponUse>;

export const AdminCouponDetail = Type.Object({ ...AdminCoupon.properties, uses: Type.Array(CouponUse) });
export type AdminCouponDetail = Static<typeof AdminCouponDetail>;
