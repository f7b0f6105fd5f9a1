import type { Role, SectorRoles } from '@hokej/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { publish } from '../push/publish.ts';

/** The roles as one text parameter, so the statement's text (a named, prepared one) never varies. */
const rolesArray = (roles: readonly Role[]) => sql`string_to_array(${roles.join(',')}::text, ',')`;

/**
 * SQL true when `sector` of `setupId` is kept for roles none of which the viewer has; part of the hold's
 * lock-free pre-read, so a forbidden sector costs no extra round trip.
 */
export const sectorForbiddenSql = (setupId: SQL | string, sector: SQL | string, roles: readonly Role[]) =>
  sql`(exists (select 1 from sector_roles r where r.setup_id = ${setupId} and r.sector = ${sector})
    and not exists (select 1 from sector_roles r where r.setup_id = ${setupId} and r.sector = ${sector}
      and r.role = any(${rolesArray(roles)})))`;

/** The sectors of a setup this viewer may not open. */
export async function forbiddenSectors(
  db: Db,
  setupId: string,
  roles: readonly Role[],
): Promise<Set<string>> {
  const rows = await queryRows<{ sector: string }>(
    db,
    sql`select sector from sector_roles where setup_id = ${setupId}
      group by sector having not bool_or(role = any(${rolesArray(roles)}))`,
  );
  return new Set(rows.map((r) => r.sector));
}

/** The sectors of `rules` this viewer may not open: kept for roles none of which the viewer has (as forbiddenSectors). */
export function forbiddenIn(rules: SectorRoles, roles: readonly Role[]): Set<string> {
  const forbidden = new Set<string>();
  for (const [sector, keptFor] of Object.entries(rules.sectors))
    if (!keptFor.some((role) => roles.includes(role))) forbidden.add(sector);
  return forbidden;
}

/** Refuses (ARENA_SETUP_FORBIDDEN) a viewer whose roles the sector is not kept for. */
export async function requireSectorOpen(db: Db, setupId: string, sector: string, roles: readonly Role[]) {
  if ((await forbiddenSectors(db, setupId, roles)).has(sector)) fail('ARENA_SETUP_FORBIDDEN');
}

/** The setup's sectors kept for roles, each with its roles (sorted). */
export async function readSectorRoles(db: Db, setupId: string): Promise<SectorRoles> {
  const rows = await queryRows<{ sector: string; role: Role }>(
    db,
    sql`select sector, role from sector_roles where setup_id = ${setupId} order by sector, role`,
  );
  const sectors: SectorRoles['sectors'] = {};
  for (const row of rows) {
    const roles = sectors[row.sector] ?? [];
    roles.push(row.role);
    sectors[row.sector] = roles;
  }
  return { sectors };
}

/** The club's setting of which sectors are kept for which roles (ADMIN), per match or season. */
export function createSectorAccess(db: Db) {
  async function setupOrFail(tx: Db, setupId: string) {
    const [setup] = await queryRows(tx, sql`select 1 from setups where id = ${setupId}`);
    if (!setup) fail('EVENT_OR_SEASON_NOT_FOUND');
  }
  return {
    async rules(setupId: string): Promise<SectorRoles> {
      await setupOrFail(db, setupId);
      return readSectorRoles(db, setupId);
    },

    /**
     * Replaces the setup's rules at once; sectors the arena does not have are refused. Audited, and pushed
     * to open pages (SSE `access`) in the same transaction.
     */
    replace(actorId: string, setupId: string, next: SectorRoles): Promise<SectorRoles> {
      return db.transaction(async (tx) => {
        await setupOrFail(tx, setupId);
        const known = await queryRows<{ sector: string }>(
          tx,
          sql`select distinct sector from setup_seats where setup_id = ${setupId}`,
        );
        const names = new Set(known.map((k) => k.sector));
        const unknown = Object.keys(next.sectors).filter((sector) => !names.has(sector));
        if (unknown.length > 0) fail('ARENA_PARAMETERS_INVALID', { sectors: unknown });
        const before = await readSectorRoles(tx, setupId);
        await queryRows(tx, sql`delete from sector_roles where setup_id = ${setupId}`);
        for (const [sector, roles] of Object.entries(next.sectors)) {
          for (const role of roles) {
            await queryRows(
              tx,
              sql`insert into sector_roles (setup_id, sector, role) values (${setupId}, ${sector}, ${role})`,
            );
          }
        }
        const after = await readSectorRoles(tx, setupId);
        await recordAudit(tx, {
          actorId,
          action: 'SECTOR_ROLES_UPDATE',
          entity: 'SETUP',
          entityId: setupId,
          before,
          after,
        });
        // Open shop pages learn it live, only if it commits; both readings are sorted, so equal means unchanged.
        if (JSON.stringify(before) !== JSON.stringify(after))
          await publish(tx, { setupId: setupId, setup: 'sectorRoles' });
        return after;
      });
    },
  };
}
export type SectorAccess = ReturnType<typeof createSectorAccess>;
