import { type Static, Type } from '@sinclair/typebox';
import { IsoDateTime, Uuid } from './common.ts';

/** Information pages in the back office (ADMIN): write them in Markdown, place them in the menu. */

/** The page's address in /page/{hash}: small letters without diacritics, digits and single hyphens. */
export const ARTICLE_HASH_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const ARTICLE_BODY_MAX = 100_000;

const fields = {
  hash: Type.String({ title: 'Adresa stránky', minLength: 1, maxLength: 80, pattern: ARTICLE_HASH_PATTERN }),
  /** Optional in the schema so that a missing or blank title answers ARTICLE_NAME_MISSING. */
  title: Type.Optional(Type.String({ title: 'Názov stránky', maxLength: 200 })),
  menuLabel: Type.String({ title: 'Text v menu', minLength: 1, maxLength: 60 }),
  /** Place in the menu, smaller first. */
  menuOrder: Type.Integer({ title: 'Poradie v menu', minimum: 0, maximum: 1000 }),
  /** Whether the main menu links the page (others are reached by their link only). */
  inMenu: Type.Boolean({ title: 'Zobraziť v menu' }),
  body: Type.String({ title: 'Obsah stránky', minLength: 1, maxLength: ARTICLE_BODY_MAX }),
  /**
   * The English version (issue 22), optional and whole: all three filled, or all three left out or blank
   * (ARTICLE_ENGLISH_INCOMPLETE). An English reader without it gets the Slovak page.
   */
  titleEn: Type.Optional(Type.String({ title: 'Názov stránky po anglicky', maxLength: 200 })),
  menuLabelEn: Type.Optional(Type.String({ title: 'Text v menu po anglicky', maxLength: 60 })),
  bodyEn: Type.Optional(Type.String({ title: 'Obsah stránky po anglicky', maxLength: ARTICLE_BODY_MAX })),
};

/** POST /v2/admin/articles and PUT /v2/admin/articles/{id}: the whole page. */
export const SaveArticleBody = Type.Object(fields, { additionalProperties: false });
export type SaveArticleBody = Static<typeof SaveArticleBody>;

export const AdminArticleParams = Type.Object({ id: Uuid });

export const AdminArticle = Type.Object({
  uuid: Uuid,
  hash: Type.String(),
  title: Type.String(),
  menuLabel: Type.String(),
  menuOrder: Type.Integer(),
  inMenu: Type.Boolean(),
  body: Type.String(),
  /** The English version, null where the page has none (then English readers get the Slovak text). */
  titleEn: Type.Union([Type.String(), Type.Null()]),
  menuLabelEn: Type.Union([Type.String(), Type.Null()]),
  bodyEn: Type.Union([Type.String(), Type.Null()]),
  /** The shop links this page itself (footer, terms of sale): it cannot be deleted nor moved. */
  locked: Type.Boolean(),
  updatedAt: IsoDateTime,
});
export type AdminArticle = Static<typeof AdminArticle>;

export const AdminArticleList = Type.Object({ data: Type.Array(AdminArticle) });
export type AdminArticleList = Static<typeof AdminArticleList>;

export const ArticleDeleted = Type.Object({ uuid: Uuid, hash: Type.String() });
export type ArticleDeleted = Static<typeof ArticleDeleted>;
