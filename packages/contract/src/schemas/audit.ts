import { type Static, Type } from '@sinclair/typebox';
import { IsoDateTime, Uuid } from './common.ts';

/** The kinds of thing an admin action is about; the audit log filters by them. */
export const AUDIT_ENTITIES = [
  'EVENT',
  'SEASON',
  'SETUP',
  'ORDER',
  'TICKET',
  'COUPON',
  'ARTICLE',
  'PUSH_CART',
  'BANK_STATEMENT',
  'PAYMENT_TYPES',
  'QUEUE_ROOM',
  'RENEWAL',
  'CLUB',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Every action the audit log records; a service cannot record one the back office cannot name. */
export const AUDIT_ACTIONS = [
  'EVENT_CREATE',
  'EVENT_UPDATE',
  'EVENT_PUBLISH',
  'EVENT_UNPUBLISH',
  'EVENT_PRICES',
  'EVENT_DELETE',
  'SEASON_CREATE',
  'SEASON_UPDATE',
  'SEASON_PUBLISH',
  'SEASON_UNPUBLISH',
  'SEASON_PRICES',
  'SEASON_DELETE',
  'ARTICLE_CREATE',
  'ARTICLE_UPDATE',
  'ARTICLE_DELETE',
  'BANK_STATEMENT_IMPORT',
  'CLUB_COLOR_UPDATE',
  'CLUB_CREST_UPDATE',
  'CLUB_CREST_REMOVE',
  'COUPON_CREATE',
  'COUPON_UPDATE',
  'COUPON_DEACTIVATE',
  'INSTALLMENT_LINKS_REVOKE',
  'ORDER_CANCEL',
  'ORDER_REFUND',
  'ORDER_LATE_PAYMENT_REFUND',
  'ORDER_RESEND_TICKETS',
  'ORDER_PAYMENT_LINK_SEND',
  'ORDER_PAYMENT_LINKS_REVOKE',
  'REFUND_MARK_SENT',
  'PAYMENT_TYPES_UPDATE',
  'PUSH_CART_CREATE',
  'PUSH_CART_REVOKE',
  'QUEUE_ROOM_CREATE',
  'QUEUE_ROOM_UPDATE',
  'QUEUE_ROOM_PAUSE',
  'QUEUE_ROOM_RESUME',
  'QUEUE_ROOM_CLOSE',
  'RENEWAL_OPEN',
  'RENEWAL_EXTEND',
  'RENEWAL_BOX_OFFICE',
  'RENEWAL_RELOCATE',
  'RENEWAL_RELOCATION_WAVES',
  'SALES_EXPORT',
  'SEATS_STATE',
  'SEATS_ACCESSIBILITY',
  'SECTOR_ROLES_UPDATE',
  'TICKET_ENTRY',
  'TICKET_TRANSFER_OFFER',
  'TICKET_TRANSFER_ACCEPT',
  'TICKET_TRANSFER_CANCEL',
  'WAITING_LIST_PAUSE',
  'WAITING_LIST_RESUME',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditLogQuery = Type.Object(
  {
    pageSize: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
    pageIndex: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
    /** Only entries about this kind of thing (`EVENT`, `ORDER`, …). */
    entity: Type.Optional(Type.String({ pattern: '^[A-Z_]{1,40}$' })),
    entityId: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type AuditLogQuery = Static<typeof AuditLogQuery>;

/** One admin action: who, what, when, and the thing before and after (null where it did not exist). */
export const AuditEntry = Type.Object({
  id: Type.Integer(),
  createdAt: IsoDateTime,
  actor: Type.Union([Type.Object({ id: Uuid, email: Type.String(), name: Type.String() }), Type.Null()]),
  action: Type.String(),
  entity: Type.String(),
  entityId: Type.Union([Type.String(), Type.Null()]),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditLogPage = Type.Object({
  data: Type.Array(AuditEntry),
  pageIndex: Type.Integer(),
  pageSize: Type.Integer(),
  totalResults: Type.Integer(),
});
export type AuditLogPage = Static<typeof AuditLogPage>;
