import type {
  SeatAccessibilityBody,
  SeatAccessibilityResult,
  SeatRef,
  SeatStateBody,
  SeatStateResult,
  SetupType,
} from '@hokej/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { setupSeats, setups } from '../../db/schema/venue.ts';
import { fail } from '../../http/shop-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { publish } from '../push/publish.ts';

/** Refuses a match or season that does not exist (EVENT_NOT_FOUND, SEASON_NOT_FOUND). */
async function mustExist(tx: Db, setupId: string, setupType: SetupType): Promise<void> {
  const [setup] = await tx
    .select({ id: setups.id })
    .from(setups)
    .where(and(eq(setups.id, setupId), eq(setups.setupType, setupType)));
  if (!setup) fail(setupType === 'EVENT' ? 'EVENT_NOT_FOUND' : 'SEASON_NOT_FOUND');
}

const seatKey = (s: SeatRef) => `${s.sector}|${s.row}|${s.name}`;

/** The seats of the setup at these places (one jsonb parameter, however many). */
const atPlaces = (seats: readonly SeatRef[]) =>
  sql`(${setupSeats.sector}, ${setupSeats.row}, ${setupSeats.name}) in (select * from
    jsonb_to_recordset(${JSON.stringify(seats)}::jsonb) as p(sector text, "row" text, name text))`;

/** Locks the chosen seats of a setup in id order (a fan's hold locks the same rows). */
function lockSeats(tx: Db, setupId: string, body: SeatStateBody) {
  return tx
    .select({
      id: setupSeats.id,
      sector: setupSeats.sector,
      row: setupSeats.row,
      name: setupSeats.name,
      state: setupSeats.state,
      taken: sql<boolean>`(${setupSeats.state} in ('BOOKED', 'SOLD') or ${setupSeats.cartItemId} is not null
        or ${setupSeats.orderItemId} is not null)`,
    })
    .from(setupSeats)
    .where(
      and(
        eq(setupSeats.setupId, setupId),
        body.sector ? eq(setupSeats.sector, body.sector) : atPlaces(body.seats ?? []),
      ),
    )
    .orderBy(setupSeats.id)
    .for('update');
}

/** The club marks seats DISABLED, RESERVED or ACTIVE again (ADMIN); fans' seats are never touched. */
export function createSeatAdmin(db: Db) {
  return {
    /** See setAccessibility. */
    setAccessibility: (actorId: string, setupId: string, setupType: SetupType, body: SeatAccessibilityBody) =>
      setAccessibility(db, actorId, setupId, setupType, body),

    /**
     * Gives the seats (or a whole sector) one state, all or nothing: a seat sold, held or in an order
     * refuses the whole change with SEAT_STATE_LOCKED. Pushed live and audited in the same transaction.
     */
    async setState(
      actorId: string,
      setupId: string,
      setupType: SetupType,
      body: SeatStateBody,
    ): Promise<SeatStateResult> {
      return db.transaction(async (tx) => {
        await mustExist(tx, setupId, setupType);
        const seats = await lockSeats(tx, setupId, body);
        if (body.sector && seats.length === 0) fail('ARENA_SETUP_NOT_FOUND');
        if (body.seats) {
          const found = new Set(seats.map(seatKey));
          const missing = body.seats.filter((s) => !found.has(seatKey(s)));
          if (missing.length > 0) fail('SEAT_NOT_FOUND', { seats: missing.slice(0, 20) });
        }
        const locked = seats.filter((s) => s.taken);
        if (locked.length > 0) {
          fail('SEAT_STATE_LOCKED', {
            seats: locked.slice(0, 20).map(({ sector, row, name, state }) => ({ sector, row, name, state })),
          });
        }
        const toChange = seats.filter((s) => s.state !== body.state);
        if (toChange.length > 0) {
          await tx
            .update(setupSeats)
            .set({ state: body.state })
            .where(
              inArray(
                setupSeats.id,
                toChange.map((s) => s.id),
              ),
            );
        }
        const changed = toChange.map(({ sector, row, name }) => ({ sector, row, name }));
        await publish(
          tx,
          changed.map((seat) => ({ setupId, ...seat, state: body.state })),
        );
        await recordAudit(tx, {
          actorId,
          action: 'SEATS_STATE',
          entity: setupType,
          entityId: setupId,
          before: { states: countBy(toChange.map((s) => s.state)) },
          after: {
            state: body.state,
            sector: body.sector ?? null,
            seats: changed.slice(0, 200),
            changed: changed.length,
          },
        });
        return { changed: changed.length, state: body.state };
      });
    },
  };
}

/**
 * Marks seats as places for a wheelchair or its companion, or takes the mark away (ADMIN), all or
 * nothing: an unknown seat refuses the change with SEAT_NOT_FOUND. The shop's reads of the setup are
 * told in the same transaction (a setup change), and the change is audited.
 */
export async function setAccessibility(
  db: Db,
  actorId: string,
  setupId: string,
  setupType: SetupType,
  body: SeatAccessibilityBody,
): Promise<SeatAccessibilityResult> {
  return db.transaction(async (tx) => {
    await mustExist(tx, setupId, setupType);
    const changed = await tx
      .update(setupSeats)
      .set({ accessibility: body.accessibility })
      .where(and(eq(setupSeats.setupId, setupId), atPlaces(body.seats)))
      .returning({ sector: setupSeats.sector, row: setupSeats.row, name: setupSeats.name });
    const found = new Set(changed.map(seatKey));
    const missing = body.seats.filter((s) => !found.has(seatKey(s)));
    if (missing.length > 0) fail('SEAT_NOT_FOUND', { seats: missing.slice(0, 20) });
    await publish(tx, { setupId: setupId, setup: 'details' });
    await recordAudit(tx, {
      actorId,
      action: 'SEATS_ACCESSIBILITY',
      entity: setupType,
      entityId: setupId,
      before: null,
      after: { accessibility: body.accessibility, seats: changed },
    });
    return { changed: changed.length };
  });
}

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}

export type SeatAdmin = ReturnType<typeof createSeatAdmin>;
