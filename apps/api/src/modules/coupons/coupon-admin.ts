import type {
  AdminCoupon,
  AdminCouponDetail,
  AdminCouponList,
  CouponUse,
  CreateCouponBody,
  UpdateCouponBody,
} from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, iso, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { recordAudit } from '../audit/audit-log.ts';

type CouponRow = Omit<AdminCoupon, 'setup' | 'validFrom' | 'validTo' | 'deactivatedAt' | 'createdAt'> & {
  validFrom: Date | string;
  validTo: Date | string;
  deactivatedAt: Date | string | null;
  createdAt: Date | string;
  setupId: string | null;
  setupTitle: string | null;
  setupStartsAt: Date | string | null;
};

// What a coupon does now, on the shop clock; the order of the cases is the order of precedence.
const couponRows = sql`select cp.id, cp.code, cp.kind, cp.value, cp.valid_from as "validFrom",
    cp.valid_to as "validTo", cp.usage_limit as "usageLimit", cp.used_count as "usedCount",
    cp.deactivated_at as "deactivatedAt", cp.created_at as "createdAt",
    s.id as "setupId", s.title as "setupTitle", s.starts_at as "setupStartsAt",
    case when cp.deactivated_at is not null then 'DEACTIVATED'
      when shop_now() < cp.valid_from then 'NOT_YET_VALID'
      when shop_now() >= cp.valid_to then 'EXPIRED'
      when cp.usage_limit is not null and cp.used_count >= cp.usage_limit then 'USED_UP'
      else 'ACTIVE' end as state
  from coupons cp left join setups s on s.id = cp.setup_id`;

function present(row: CouponRow): AdminCoupon {
  const { setupId, setupTitle, setupStartsAt, ...coupon } = row;
  return {
    ...coupon,
    validFrom: iso(row.validFrom),
    validTo: iso(row.validTo),
    deactivatedAt: row.deactivatedAt ? iso(row.deactivatedAt) : null,
    createdAt: iso(row.createdAt),
    setup:
      setupId && setupStartsAt
        ? { id: setupId, title: setupTitle ?? '', startsAt: iso(setupStartsAt) }
        : null,
  };
}

async function readCoupon(db: Db, id: string): Promise<AdminCoupon> {
  const [row] = await queryRows<CouponRow>(db, sql`${couponRows} where cp.id = ${id}`);
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
      const rows = await queryRows<CouponRow>(db, sql`${couponRows} order by cp.created_at desc, cp.code`);
      return { data: rows.map(present) };
    },

    /** One coupon with the orders that used it. */
    async detail(id: string): Promise<AdminCouponDetail> {
      const coupon = await readCoupon(db, id);
      const uses = await queryRows<Omit<CouponUse, 'createdAt'> & { createdAt: Date | string }>(
        db,
        sql`select o.id as "orderId", o.order_number::int as "orderNumber", o.status,
            coalesce(o.contact->>'email', '') as email, o.discount, o.total_price as "totalPrice",
            o.created_at as "createdAt"
          from orders o where o.coupon_id = ${id} order by o.created_at desc`,
      );
      return { ...coupon, uses: uses.map((u) => ({ ...u, createdAt: iso(u.createdAt) })) };
    },

    /** A new coupon; the code is unique whatever its letter case. */
    async create(actorId: string, body: CreateCouponBody): Promise<AdminCoupon> {
      if (body.kind === 'PERCENT' && body.value > 100) fail('COUPON_VALUE_INVALID');
      checkWindow(body.validFrom, body.validTo);
      return db.transaction(async (tx) => {
        if (body.setupId) {
          const [setup] = await queryRows(tx, sql`select 1 from setups where id = ${body.setupId}`);
          if (!setup) fail('EVENT_OR_SEASON_NOT_FOUND');
        }
        const [row] = await queryRows<{ id: string }>(
          tx,
          sql`insert into coupons (code, kind, value, valid_from, valid_to, usage_limit, setup_id)
            values (${body.code}, ${body.kind}, ${body.value}, ${body.validFrom}, ${body.validTo},
              ${body.usageLimit ?? null}, ${body.setupId ?? null})
            on conflict do nothing returning id`,
        );
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
        const [locked] = await queryRows(tx, sql`select 1 from coupons where id = ${id} for update`);
        if (!locked) fail('COUPON_NOT_FOUND');
        const before = await readCoupon(tx, id);
        if (before.deactivatedAt) fail('COUPON_DEACTIVATED');
        const usageLimit = body.usageLimit === undefined ? before.usageLimit : body.usageLimit;
        const validTo = body.validTo ?? before.validTo;
        if (usageLimit !== null && usageLimit < before.usedCount) fail('COUPON_LIMIT_BELOW_USED');
        checkWindow(before.validFrom, validTo);
        await queryRows(
          tx,
          sql`update coupons set usage_limit = ${usageLimit}, valid_to = ${validTo} where id = ${id}`,
        );
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
        const [row] = await queryRows<{ deactivated: boolean }>(
          tx,
          sql`select deactivated_at is not null as deactivated from coupons where id = ${id} for update`,
        );
        if (!row) fail('COUPON_NOT_FOUND');
        const before = await readCoupon(tx, id);
        if (row.deactivated) return before;
        await queryRows(tx, sql`update coupons set deactivated_at = now() where id = ${id}`);
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
