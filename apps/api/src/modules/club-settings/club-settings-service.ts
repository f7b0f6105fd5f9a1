import { createHash } from 'node:crypto';
import {
  type AuditAction,
  CLUB_COLOR_MIN_CONTRAST,
  type ClubSettings,
  contrastWithWhite,
  normalHex,
} from '@hokej/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { storedCrest } from './crest-image.ts';

/** How long a process serves its copy before reading again (another process may have saved meanwhile). */
const FRESH_MS = 5000;

type Row = { primaryColor: string | null; hasCrest: boolean; updatedAt: Date | string | null };
export type PublicAnswer = { body: Buffer; etag: string };

const asIso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function answerOf(row: Row | undefined): ClubSettings {
  const updatedAt = asIso(row?.updatedAt ?? null);
  return {
    primaryColor: row?.primaryColor ?? null,
    // The address changes with every save, so the image itself can be kept by browsers for good.
    crestUrl: row?.hasCrest ? `/v2/club/crest?v=${new Date(updatedAt ?? 0).getTime()}` : null,
    updatedAt,
  };
}

/** The club's colour and crest: read by every page (kept serialized in memory), set by ADMIN. */
export function createClubSettings(db: Db) {
  let kept: { at: number; answer: Promise<PublicAnswer> } | undefined;

  const readRow = async (from: Db = db) =>
    (
      await queryRows<Row>(
        from,
        sql`select primary_color as "primaryColor", crest is not null as "hasCrest", updated_at as "updatedAt"
          from club_settings where id = 1`,
      )
    )[0];

  async function build(): Promise<PublicAnswer> {
    const body = Buffer.from(JSON.stringify(answerOf(await readRow())));
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  }

  /** What the audit log keeps of the look: the colour and whether there is a crest (not its bytes). */
  const auditView = (row: Row | undefined) => ({
    primaryColor: row?.primaryColor ?? null,
    hasCrest: row?.hasCrest ?? false,
  });

  async function saved(userId: string, action: AuditAction, set: SQL): Promise<ClubSettings> {
    await db.transaction(async (tx) => {
      await queryRows(tx, sql`insert into club_settings (id) values (1) on conflict (id) do nothing`);
      const before = auditView(await readRow(tx));
      await queryRows(
        tx,
        sql`update club_settings set ${set}, updated_by = ${userId}, updated_at = now() where id = 1`,
      );
      const after = auditView(await readRow(tx));
      await recordAudit(tx, { actorId: userId, action, entity: 'CLUB', entityId: '1', before, after });
    });
    kept = undefined;
    return answerOf(await readRow());
  }

  return {
    /** GET /v2/club/settings as bytes with its ETag, built at most once per FRESH_MS per process. */
    publicAnswer(): Promise<PublicAnswer> {
      if (!kept || Date.now() - kept.at > FRESH_MS) {
        const answer = build();
        kept = { at: Date.now(), answer };
        answer.catch(() => {
          kept = undefined;
        });
      }
      return kept.answer;
    },

    async crest(): Promise<Buffer> {
      const [row] = await queryRows<{ crest: Buffer | Uint8Array | null }>(
        db,
        sql`select crest from club_settings where id = 1`,
      );
      if (!row?.crest) fail('CLUB_CREST_NOT_FOUND');
      return Buffer.from(row.crest);
    },

    /** Sets the primary colour (null: the shop's own); refused unless white text on it reaches 4.5:1. */
    async saveColor(userId: string, value: string | null): Promise<ClubSettings> {
      let color: string | null = null;
      if (value !== null) {
        color = normalHex(value);
        if (!color) fail('CLUB_COLOR_INVALID');
        const ratio = contrastWithWhite(color);
        if (ratio < CLUB_COLOR_MIN_CONTRAST)
          fail('CLUB_COLOR_CONTRAST', { ratio: Math.floor(ratio * 100) / 100 });
      }
      return saved(userId, 'CLUB_COLOR_UPDATE', sql`primary_color = ${color}`);
    },

    async saveCrest(userId: string, contentType: string, base64: string): Promise<ClubSettings> {
      const png = await storedCrest(contentType, base64);
      return saved(userId, 'CLUB_CREST_UPDATE', sql`crest = ${png}::bytea, crest_type = 'image/png'`);
    },

    /** Back to the monogram letters. */
    removeCrest: (userId: string) => saved(userId, 'CLUB_CREST_REMOVE', sql`crest = null, crest_type = null`),
  };
}

export type ClubSettingsService = ReturnType<typeof createClubSettings>;
