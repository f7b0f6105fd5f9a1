import { type Static, Type } from '@sinclair/typebox';
import { IsoDateTime, Uuid } from './common.ts';

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
