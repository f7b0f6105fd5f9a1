import { type Static, Type } from '@sinclair/typebox';
import { SHOP_LANGUAGES } from '../language.ts';
import { IsoDateTime, literalUnion, Uuid } from './common.ts';

export const ArticleParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 80 }) });

/**
 * An information page in the request's language (Accept-Language): English where the page has an English
 * version and the reader prefers English, else Slovak; `language` says which the texts are in.
 */
export const Article = Type.Object({
  uuid: Uuid,
  hash: Type.String({ description: 'Adresa stránky v ceste /page/{hash}' }),
  title: Type.String(),
  menuLabel: Type.String(),
  body: Type.String({ description: 'Obsah v Markdowne' }),
  language: literalUnion(SHOP_LANGUAGES, { title: 'Jazyk textov stránky' }),
  updatedAt: IsoDateTime,
});
export type Article = Static<typeof Article>;

export const ArticleLink = Type.Pick(Article, ['hash', 'title', 'menuLabel', 'language']);
export const ArticleListResponse = Type.Object({ data: Type.Array(ArticleLink) });
export type ArticleListResponse = Static<typeof ArticleListResponse>;
