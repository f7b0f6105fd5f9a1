import { type Static, Type } from '@sinclair/typebox';
import { IsoDateTime, literalUnion, ServerTimestamp, SetupTypeSchema, Uuid } from './common.ts';

/**
 * The virtual waiting room (issue 17). Fan side under /v2/queue, back office under /v2/admin/queue.
 * An admitted fan carries the admission token in the `X-Queue-Admission` header (docs/decisions.md).
 */

export const QUEUE_ADMISSION_HEADER = 'x-queue-admission';
export const QUEUE_ROOM_STATES = ['OPEN', 'PAUSED', 'CLOSED'] as const;
export type QueueRoomState = (typeof QUEUE_ROOM_STATES)[number];
/** Where a fan stands: before the opening, in line, admitted, admission over, checked out, not joined. */
export const QUEUE_FAN_STATES = [
  'PRE_QUEUE',
  'WAITING',
  'ADMITTED',
  'EXPIRED',
  'DONE',
  'NOT_IN_QUEUE',
] as const;
export type QueueFanState = (typeof QUEUE_FAN_STATES)[number];

/** Holds and checkout of a sale with an active room carry the admission (several comma-separated). */
export const QueueAdmissionHeaders = Type.Object({
  [QUEUE_ADMISSION_HEADER]: Type.Optional(
    Type.String({
      maxLength: 1000,
      description: 'Vstupenka z virtuálneho radu (admission.token); povinná, kým je na predaj rad',
    }),
  ),
});

export const QueueRoomParams = Type.Object({ id: Uuid }, { additionalProperties: false });
export type QueueRoomParams = Static<typeof QueueRoomParams>;

const sale = {
  /** The match or season the room guards; null: the whole shop. */
  setupUuid: Type.Union([Uuid, Type.Null()]),
  setupType: Type.Union([SetupTypeSchema, Type.Null()]),
  title: Type.Union([Type.String(), Type.Null()]),
  /** A season's room also guards the season's matches that have no room of their own. */
  matchUuids: Type.Array(Uuid),
};

/** An active room as anybody may see it (the match page links to the queue page from it). */
export const QueueRoomPublic = Type.Object({
  id: Uuid,
  ...sale,
  state: literalUnion(QUEUE_ROOM_STATES),
  opensAt: IsoDateTime,
});
export type QueueRoomPublic = Static<typeof QueueRoomPublic>;

export const QueueRoomList = Type.Object({
  rooms: Type.Array(QueueRoomPublic),
  serverTimestamp: ServerTimestamp,
});
export type QueueRoomList = Static<typeof QueueRoomList>;

export const QueueAdmission = Type.Object({
  /** Send it as the `X-Queue-Admission` header with holds and checkout of this sale. */
  token: Type.String(),
  expiresAt: IsoDateTime,
});
export type QueueAdmission = Static<typeof QueueAdmission>;

/** One fan's place in one room. Poll again after `pollAfterSeconds` (also sent as Retry-After). */
export const QueueStatus = Type.Object({
  room: QueueRoomPublic,
  status: literalUnion(QUEUE_FAN_STATES),
  /** 1 = next in line; null before the opening's shuffle and once admitted. */
  position: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  ahead: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** Fans waiting in the pre-queue before the opening (their order is drawn at the opening). */
  preQueue: Type.Integer({ minimum: 0 }),
  /** null when it cannot be said honestly (paused room, not yet open). */
  estimatedWaitSeconds: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  admission: Type.Union([QueueAdmission, Type.Null()]),
  pollAfterSeconds: Type.Integer({ minimum: 1, maximum: 20 }),
  updatedAt: IsoDateTime,
  serverTimestamp: ServerTimestamp,
});
export type QueueStatus = Static<typeof QueueStatus>;

// Back office

const RatePerMinute = Type.Integer({ minimum: 1, maximum: 100_000, title: 'Počet vpustených za minútu' });
const MaxShopping = Type.Integer({ minimum: 1, maximum: 1_000_000, title: 'Najviac nakupujúcich naraz' });
const AdmissionMinutes = Type.Integer({ minimum: 1, maximum: 120, title: 'Platnosť vstupu (minúty)' });

export const CreateQueueRoomBody = Type.Object(
  {
    /** The match or season; null: the whole shop. */
    setupId: Type.Union([Uuid, Type.Null()], { title: 'Zápas alebo sezóna' }),
    opensAt: Type.String({ format: 'date-time', title: 'Otvorenie predaja' }),
    ratePerMinute: RatePerMinute,
    maxShopping: MaxShopping,
    admissionMinutes: Type.Optional(AdmissionMinutes),
  },
  { additionalProperties: false },
);
export type CreateQueueRoomBody = Static<typeof CreateQueueRoomBody>;

export const UpdateQueueRoomBody = Type.Object(
  {
    ratePerMinute: Type.Optional(RatePerMinute),
    maxShopping: Type.Optional(MaxShopping),
    admissionMinutes: Type.Optional(AdmissionMinutes),
    /** Only before the opening: move it (e.g. to now, "open the sale now"). */
    opensAt: Type.Optional(Type.String({ format: 'date-time', title: 'Otvorenie predaja' })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateQueueRoomBody = Static<typeof UpdateQueueRoomBody>;

export const QueueRoomStats = Type.Object({
  preQueue: Type.Integer({ minimum: 0 }),
  waiting: Type.Integer({ minimum: 0 }),
  admitted: Type.Integer({ minimum: 0 }),
  /** Admitted, admission still valid, not yet checked out. */
  shopping: Type.Integer({ minimum: 0 }),
  /** Admitted fans who turned their cart into an order. */
  sold: Type.Integer({ minimum: 0 }),
  /** Admissions per minute over the last five minutes. */
  throughputPerMinute: Type.Number({ minimum: 0 }),
  /** How long the last fan in line will wait; null while paused or not yet open. */
  backWaitSeconds: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
});
export type QueueRoomStats = Static<typeof QueueRoomStats>;

export const AdminQueueRoom = Type.Object({
  id: Uuid,
  ...sale,
  state: literalUnion(QUEUE_ROOM_STATES),
  opensAt: IsoDateTime,
  opened: Type.Boolean({ description: 'The opening has come and the pre-queue was shuffled' }),
  ratePerMinute: Type.Integer(),
  maxShopping: Type.Integer(),
  admissionMinutes: Type.Integer(),
  createdAt: IsoDateTime,
  closedAt: Type.Union([IsoDateTime, Type.Null()]),
  stats: QueueRoomStats,
});
export type AdminQueueRoom = Static<typeof AdminQueueRoom>;

export const AdminQueueRoomList = Type.Object({
  rooms: Type.Array(AdminQueueRoom),
  serverTimestamp: ServerTimestamp,
});
export type AdminQueueRoomList = Static<typeof AdminQueueRoomList>;
