import type {
  AdminCoupon,
  AdminCouponDetail,
  AdminCouponList,
  CouponState,
  CreateCouponBody,
  UpdateCouponBody,
} from '@hokej/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coupons, orders, setups } from '../../db/schema.ts';
import { fail } from '../../http/shop-error.ts';
import { recordAudit } from '../audit/audit-log.ts';

// What a coupon does now, on the shop clock; the order of the cases is the order of precedence.
const couponState = sql<CouponState>`case when ${coupons.deactivatedAt} is not null then 'DEACTIVATED'
    when shop_now() < ${coupons.validFrom} then 'NOT_YET_VALID'
    when shop_now() >= ${coupons.validTo} then 'EXPIRED'
    when ${coupons.usageLimit} is not null and ${coupons.usedCount} >= ${coupons.usageLimit} then 'USED_UP'
    else 'ACTIVE' end`;

const couponFields = {
  id: coupons.id,
  code: coupons.code,
  kind: coupons.kind,
  value: coupons.value,
  validFrom: coupons.validFrom,
  validTo: coupons.validTo,
  usageLimit: coupons.usageLimit,
  usedCount: coupons.usedCount,
  deactivatedAt: coupons.deactivatedAt,
  createdAt: coupons.createdAt,
  state: couponState,
  setupId: setups.id,
  setupTitle: setups.title,
  setupStartsAt: setups.startsAt,
};

const selectCoupons = (db: Db) =>
  db.select(couponFields).from(coupons).leftJoin(setups, eq(setups.id, coupons.setupId));

type CouponRow = Awaited<ReturnType<typeof selectCoupons>>[number];

function present(row: CouponRow): AdminCoupon {
  const { setupId, setupTitle, setupStartsAt, ...coupon } = row;
  return {
    ...coupon,
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo.toISOString(),
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    setup:
      setupId && setupStartsAt
        ? { id: setupId, title: setupTitle ?? '', startsAt: setupStartsAt.toISOString() }
        : null,
  };
}

async function readCoupon(db: Db, id: string): Promise<AdminCoupon> {
  const [row] = await selectCoupons(db).where(eq(coupons.id, id));
  if (!row) fail('COUPON_NOT_FOUND');
  return present(row);
}

/** The terms an audit entry keeps of a coupon. */
const auditView = (c: AdminCoupon) => ({
  code: c.code,
  kind: c.kind,
  value: c.value,
  validFrom: c.validFrom,
  validTo: c.validTo,
  usageLimit: c.usageLimit,
  setupId: c.setup?.id ?? null,
  deactivatedAt: c.deactivatedAt,
});

function checkWindow(validFrom: string | Date, validTo: string | Date) {
  if (new Date(validTo).getTime() <= new Date(validFrom).getTime()) fail('COUPON_WINDOW_INVALID');
}

/** The club's coupons (ADMIN): every change in one transaction with its audit entry. */
export function createCouponAdmin(db: Db) {
  return {
    /** Every coupon, newest first, with what it does now and how often it was used. */
    async list(): Promise<AdminCouponList> {
      const rows = await selectCoupons(db).orderBy(desc(coupons.createdAt), asc(coupons.code));
      return { data: rows.map(present) };
    },

    /** One coupon with the orders that used it. */
    async detail(id: string): Promise<AdminCouponDetail> {
      const coupon = await readCoupon(db, id);
      const uses = await db
        .select({
          orderId: orders.id,
          orderNumber: orders.orderNumber,
          status: orders.status,
          email: sql<string>`coalesce(${orders.contact}->>'email', '')`,
          discount: orders.discount,
          totalPrice: orders.totalPrice,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(eq(orders.couponId, id))
        .orderBy(desc(orders.createdAt));
      return { ...coupon, uses: uses.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })) };
    },

    /** A new coupon; the code is unique whatever its letter case. */
    async create(actorId: string, body: CreateCouponBody): Promise<AdminCoupon> {
      if (body.kind === 'PERCENT' && body.value > 100) fail('COUPON_VALUE_INVALID');
      checkWindow(body.validFrom, body.validTo);
      return db.transaction(async (tx) => {
        if (body.setupId) {
          const [setup] = await tx.select({ id: setups.id }).from(setups).where(eq(setups.id, body.setupId));
          if (!setup) fail('EVENT_OR_SEASON_NOT_FOUND');
        }
        const [row] = await tx
          .insert(coupons)
          .values({
            code: body.code,
            kind: body.kind,
            value: body.value,
            validFrom: new Date(body.validFrom),
            validTo: new Date(body.validTo),
            usageLimit: body.usageLimit ?? null,
            setupId: body.setupId ?? null,
          })
          .onConflictDoNothing()
          .returning({ id: coupons.id });
        if (!row) fail('COUPON_CODE_EXISTS');
        const created = await readCoupon(tx, row.id);
        await recordAudit(tx, {
          actorId,
          action: 'COUPON_CREATE',
          entity: 'COUPON',
          entityId: row.id,
          after: auditView(created),
        });
        return created;
      });
    },

    /** Changes the usage limit (never below the uses taken) or the end of validity of an active coupon. */
    async update(actorId: string, id: string, body: UpdateCouponBody): Promise<AdminCoupon> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ id: coupons.id })
          .from(coupons)
          .where(eq(coupons.id, id))
          .for('update');
        if (!locked) fail('COUPON_NOT_FOUND');
        const before = await readCoupon(tx, id);
        if (before.deactivatedAt) fail('COUPON_DEACTIVATED');
        const usageLimit = body.usageLimit === undefined ? before.usageLimit : body.usageLimit;
        const validTo = body.validTo ?? before.validTo;
        if (usageLimit !== null && usageLimit < before.usedCount) fail('COUPON_LIMIT_BELOW_USED');
        checkWindow(before.validFrom, validTo);
        await tx
          .update(coupons)
          .set({ usageLimit, validTo: new Date(validTo) })
          .where(eq(coupons.id, id));
        const after = await readCoupon(tx, id);
        await recordAudit(tx, {
          actorId,
          action: 'COUPON_UPDATE',
          entity: 'COUPON',
          entityId: id,
          before: auditView(before),
          after: auditView(after),
        });
        return after;
      });
    },

    /** Switches the coupon off for good; carts holding it see it invalid. Deactivating again changes nothing. */
    async deactivate(actorId: string, id: string): Promise<AdminCoupon> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ deactivatedAt: coupons.deactivatedAt })
          .from(coupons)
          .where(eq(coupons.id, id))
          .for('update');
        if (!row) fail('COUPON_NOT_FOUND');
        const before = await readCoupon(tx, id);
        if (row.deactivatedAt) return before;
        await tx.update(coupons).set({ deactivatedAt: sql`now()` }).where(eq(coupons.id, id));
        const after = await readCoupon(tx, id);
        await recordAudit(tx, {
          actorId,
          action: 'COUPON_DEACTIVATE',
          entity: 'COUPON',
          entityId: id,
          before: auditView(before),
          after: auditView(after),
        });
        return after;
      });
    },
  };
}

export type CouponAdmin = ReturnType<typeof createCouponAdmin>;
