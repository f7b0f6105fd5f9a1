import {
  type AdminSetupDetail,
  type AdminSetupList,
  type ArenaTemplateList,
  type AuditAction,
  type AuditEntity,
  type CreateSetupBody,
  type ErrorCode,
  type PresaleBody,
  type PriceEntry,
  SEASON_CATEGORIES,
  type SetupDeleted,
  type SetupType,
  TICKET_TYPES,
  type UpdateSetupBody,
} from '@hokej/contract';
import { and, eq, exists, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { setupSeats, setups } from '../../db/schema/venue.ts';
import { fail } from '../../http/shop-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { checkPresale, savePresale } from '../presale/presale-admin.ts';
import { publish } from '../push/publish.ts';
import { keepPlacesInNewMatch } from '../renewals/renewal-seats.ts';
import {
  analyzeSeats,
  copyTemplateSeats,
  deleteSetup,
  findSetupForClub,
  findTemplate,
  listSetupsForClub,
  listTemplates,
  lockSetup,
  replacePrices,
  setupInUse,
  setupPrices,
  setupSectors,
} from './setup-admin-repository.ts';
import { matchNotes, setupDescriptions } from './setup-texts.ts';

/** The codes each kind of setup answers with. */
const codes: Record<
  SetupType,
  { notFound: ErrorCode; invalid: ErrorCode; inUse: ErrorCode; entity: AuditEntity }
> = {
  EVENT: {
    notFound: 'EVENT_NOT_FOUND',
    invalid: 'EVENT_INVALID_REQUEST',
    inUse: 'EVENT_DELETE_ERROR',
    entity: 'EVENT',
  },
  SEASON: {
    notFound: 'SEASON_NOT_FOUND',
    invalid: 'SEASON_INVALID_REQUEST',
    inUse: 'SEASON_DELETE_FAILURE',
    entity: 'SEASON',
  },
};

type Dates = {
  startsAt: string;
  endsAt: string | null;
  saleStartsAt: string | null;
  saleEndsAt: string | null;
};

const time = (value: string) => new Date(value).getTime();
const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

function checkDates(d: Dates) {
  if (d.endsAt && time(d.endsAt) <= time(d.startsAt)) fail('SETUP_DATES_INVALID', { field: 'endsAt' });
  if (d.saleStartsAt && d.saleEndsAt && time(d.saleEndsAt) <= time(d.saleStartsAt)) {
    fail('SETUP_DATES_INVALID', { field: 'saleEndsAt' });
  }
}

/** A price list names only the setup's sectors, the price types of its kind, each pair once. */
function checkPrices(setupType: SetupType, prices: PriceEntry[], sectors: string[]) {
  const types: readonly string[] = setupType === 'EVENT' ? TICKET_TYPES : SEASON_CATEGORIES;
  const seen = new Set<string>();
  for (const p of prices) {
    const key = `${p.sector}|${p.ticketType}`;
    if (!sectors.includes(p.sector) || !types.includes(p.ticketType) || seen.has(key)) {
      fail('PRICE_LIST_INVALID', { sector: p.sector, ticketType: p.ticketType });
    }
    seen.add(key);
  }
}

/** What an audit entry keeps of a match or season. */
const auditView = (s: AdminSetupDetail) => ({
  title: s.title,
  description: s.description,
  descriptionEn: s.descriptionEn,
  opponent: s.opponent,
  startsAt: s.startsAt,
  endsAt: s.endsAt,
  saleStartsAt: s.saleStartsAt,
  saleEndsAt: s.saleEndsAt,
  covidRestriction: s.covidRestriction,
  covidRestrictionEn: s.covidRestrictionEn,
  phoneRequired: s.phoneRequired,
  presale: s.presale ?? null,
  published: s.published,
  seasonId: s.season?.id ?? null,
  templateId: s.templateId,
});

/** Matches and seasons in the back office (ADMIN): every change in one transaction with its audit entry. */
export function createSetupAdmin(db: Db) {
  /** Runs a change of setup `id` (a new one: the id it returns) in a transaction that tells every process's shop reads. */
  function changing<T extends { id: string }>(
    id: string | undefined,
    run: (tx: Db) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const made = await run(tx);
      await publish(tx, { setupId: id ?? made.id, setup: 'details' });
      return made;
    });
  }

  async function detail(tx: Db, id: string, setupType: SetupType): Promise<AdminSetupDetail> {
    const setup = await findSetupForClub(tx, id, setupType);
    if (!setup) fail(codes[setupType].notFound);
    const [prices, sectors] = await Promise.all([setupPrices(tx, id), setupSectors(tx, id)]);
    return { ...setup, prices, sectors };
  }

  /** Runs `change` on the locked setup and records before and after under `action`. */
  function change(
    actorId: string,
    id: string,
    setupType: SetupType,
    action: AuditAction,
    run: (tx: Db, before: AdminSetupDetail) => Promise<void>,
    view: (s: AdminSetupDetail) => unknown = auditView,
  ): Promise<AdminSetupDetail> {
    return changing(id, async (tx) => {
      if (!(await lockSetup(tx, id, setupType))) fail(codes[setupType].notFound);
      const before = await detail(tx, id, setupType);
      await run(tx, before);
      const after = await detail(tx, id, setupType);
      await recordAudit(tx, {
        actorId,
        action,
        entity: codes[setupType].entity,
        entityId: id,
        before: view(before),
        after: view(after),
      });
      return after;
    });
  }

  /** A match may join a season that is not on sale and of which nothing is held or sold. */
  async function checkSeasonOpenForMatches(tx: Db, seasonId: string) {
    const taken = tx
      .select({ id: setupSeats.id })
      .from(setupSeats)
      .where(
        and(
          eq(setupSeats.setupId, setups.id),
          or(isNotNull(setupSeats.cartItemId), isNotNull(setupSeats.orderItemId)),
        ),
      );
    const [season] = await tx
      .select({ published: setups.published, taken: exists(taken).mapWith(Boolean) })
      .from(setups)
      .where(and(eq(setups.id, seasonId), eq(setups.setupType, 'SEASON')))
      .for('update');
    if (!season) fail('SEASON_NOT_FOUND');
    if (season.published || season.taken) fail('SEASON_MATCH_NOT_ALLOWED');
  }

  return {
    /** The arena templates a match or season can be made from. */
    async templates(): Promise<ArenaTemplateList> {
      return { data: await listTemplates(db) };
    },

    /** Every match or every season, published or not, with seats by state. */
    async list(setupType: SetupType): Promise<AdminSetupList> {
      return { data: await listSetupsForClub(db, setupType) };
    },

    /** One match or season with its price list and sectors. */
    detail: (id: string, setupType: SetupType) => detail(db, id, setupType),

    /** A new, unpublished match or season with the template's seats and the given prices. */
    async create(actorId: string, setupType: SetupType, body: CreateSetupBody): Promise<AdminSetupDetail> {
      if (!body.templateId) fail('TEMPLATE_UUID_MISSING');
      const { invalid } = codes[setupType];
      if (setupType === 'EVENT' && !body.opponent?.trim()) fail(invalid, { field: 'opponent' });
      if (setupType === 'SEASON' && body.seasonId) fail(invalid, { field: 'seasonId' });
      const dates = {
        startsAt: body.startsAt,
        endsAt: body.endsAt ?? null,
        saleStartsAt: body.saleStartsAt ?? null,
        saleEndsAt: body.saleEndsAt ?? null,
      };
      checkDates(dates);
      const templateId = body.templateId;
      const created = await changing(undefined, async (tx) => {
        const template = await findTemplate(tx, templateId);
        if (!template) fail('TEMPLATE_NOT_FOUND');
        if (template.seats === 0) fail('TEMPLATE_PARAMETERS_MISSING');
        if (body.seasonId) await checkSeasonOpenForMatches(tx, body.seasonId);
        const [row] = await tx
          .insert(setups)
          .values({
            setupType,
            arenaId: templateId,
            title: body.title.trim(),
            ...setupDescriptions(body.description, body.descriptionEn),
            startsAt: new Date(dates.startsAt),
            endsAt: dateOrNull(dates.endsAt),
            saleStartsAt: dateOrNull(dates.saleStartsAt),
            saleEndsAt: dateOrNull(dates.saleEndsAt),
            published: false,
            seasonId: body.seasonId ?? null,
            opponent: setupType === 'EVENT' ? (body.opponent?.trim() ?? null) : null,
            ...matchNotes(body.covidRestriction, body.covidRestrictionEn),
            phoneRequired: body.phoneRequired ?? false,
          })
          .returning({ id: setups.id });
        if (!row) fail(setupType === 'EVENT' ? 'EVENT_CREATE_FAILURE' : 'SEASON_CREATE_FAILURE');
        await copyTemplateSeats(tx, row.id, templateId);
        // Holders' places kept by a running renewal of the season are kept in its new match too (issue 21).
        if (body.seasonId) await keepPlacesInNewMatch(tx, body.seasonId, row.id);
        if (body.prices?.length) {
          checkPrices(setupType, body.prices, await setupSectors(tx, row.id));
          await replacePrices(tx, row.id, body.prices);
        }
        const created = await detail(tx, row.id, setupType);
        await recordAudit(tx, {
          actorId,
          action: `${setupType}_CREATE`,
          entity: codes[setupType].entity,
          entityId: row.id,
          after: { ...auditView(created), prices: created.prices.length },
        });
        return created;
      });
      await analyzeSeats(db);
      return created;
    },

    /** Changes the title, description or COVID label (Slovak, English), opponent, dates, sale window or phone rule. */
    update(actorId: string, id: string, setupType: SetupType, body: UpdateSetupBody) {
      return change(actorId, id, setupType, `${setupType}_UPDATE`, async (tx, before) => {
        const next = {
          title: body.title?.trim() ?? before.title,
          ...setupDescriptions(
            body.description ?? before.description,
            body.descriptionEn === undefined ? before.descriptionEn : body.descriptionEn,
          ),
          opponent:
            setupType === 'EVENT' ? (body.opponent === undefined ? before.opponent : body.opponent) : null,
          startsAt: body.startsAt ?? before.startsAt,
          endsAt: body.endsAt === undefined ? before.endsAt : body.endsAt,
          saleStartsAt: body.saleStartsAt === undefined ? before.saleStartsAt : body.saleStartsAt,
          saleEndsAt: body.saleEndsAt === undefined ? before.saleEndsAt : body.saleEndsAt,
          ...matchNotes(
            body.covidRestriction === undefined ? before.covidRestriction : body.covidRestriction,
            body.covidRestrictionEn === undefined ? before.covidRestrictionEn : body.covidRestrictionEn,
          ),
          phoneRequired: body.phoneRequired ?? before.phoneRequired,
        };
        if (!next.title) fail(codes[setupType].invalid, { field: 'title' });
        if (setupType === 'EVENT' && !next.opponent?.trim())
          fail(codes[setupType].invalid, { field: 'opponent' });
        checkDates(next);
        if (before.presale) checkPresale(before.presale, next);
        await tx
          .update(setups)
          .set({
            title: next.title,
            description: next.description,
            descriptionEn: next.descriptionEn,
            opponent: next.opponent?.trim() ?? null,
            startsAt: new Date(next.startsAt),
            endsAt: dateOrNull(next.endsAt),
            saleStartsAt: dateOrNull(next.saleStartsAt),
            saleEndsAt: dateOrNull(next.saleEndsAt),
            covidRestriction: next.covidRestriction,
            covidRestrictionEn: next.covidRestrictionEn,
            phoneRequired: next.phoneRequired,
          })
          .where(eq(setups.id, id));
      });
    },

    /** Sets (or with null removes) the holders' presale: its window inside the sale, audience and limit. */
    setPresale(actorId: string, id: string, setupType: SetupType, body: PresaleBody) {
      return change(actorId, id, setupType, `${setupType}_UPDATE`, async (tx, before) => {
        if (body.presale) checkPresale(body.presale, before);
        await savePresale(tx, id, body.presale);
      });
    },

    /** Puts the match or season on the shop; only with a price in every sector. */
    publish(actorId: string, id: string, setupType: SetupType) {
      return change(actorId, id, setupType, `${setupType}_PUBLISH`, async (tx, before) => {
        const priced = new Set(before.prices.map((p) => p.sector));
        const unpriced = before.sectors.filter((s) => !priced.has(s));
        if (unpriced.length > 0) fail('SETUP_PRICES_MISSING', { sectors: unpriced });
        await tx.update(setups).set({ published: true }).where(eq(setups.id, id));
      });
    },

    /** Takes it off the shop: no new holds; tickets sold stay valid. */
    unpublish(actorId: string, id: string, setupType: SetupType) {
      return change(actorId, id, setupType, `${setupType}_UNPUBLISH`, async (tx) => {
        await tx.update(setups).set({ published: false }).where(eq(setups.id, id));
      });
    },

    /** Replaces the whole price list (match: sector × ticket type; season: sector × category). */
    setPrices(actorId: string, id: string, setupType: SetupType, prices: PriceEntry[]) {
      return change(
        actorId,
        id,
        setupType,
        `${setupType}_PRICES`,
        async (tx, before) => {
          checkPrices(setupType, prices, before.sectors);
          if (before.published && prices.length === 0)
            fail('SETUP_PRICES_MISSING', { sectors: before.sectors });
          await replacePrices(tx, id, prices);
        },
        (s) => ({ prices: s.prices }),
      );
    },

    /** Deletes a match or season nobody bought or holds a ticket for (refused with a code otherwise). */
    async remove(actorId: string, id: string, setupType: SetupType): Promise<SetupDeleted> {
      return changing(id, async (tx) => {
        if (!(await lockSetup(tx, id, setupType))) fail(codes[setupType].notFound);
        if (await setupInUse(tx, id)) fail(codes[setupType].inUse);
        const before = await detail(tx, id, setupType);
        await deleteSetup(tx, id);
        await recordAudit(tx, {
          actorId,
          action: `${setupType}_DELETE`,
          entity: codes[setupType].entity,
          entityId: id,
          before: auditView(before),
        });
        return { id, deleted: true as const };
      });
    },
  };
}

export type SetupAdmin = ReturnType<typeof createSetupAdmin>;
