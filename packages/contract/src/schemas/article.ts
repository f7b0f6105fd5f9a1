import { type Static, Type } from '@sinclair/typebox';
import { IsoDateTime, Uuid } from './common.ts';

export const ArticleParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 80 }) });

export const Article = Type.Object({
  uuid: Uuid,
  hash: Type.String({ description: 'Adresa stránky v ceste /page/{hash}' }),
  title: Type.String(),
  menuLabel: Type.String(),
  body: Type.String({ description: 'Obsah v Markdowne' }),
  updatedAt: IsoDateTime,
});
export type Article = Static<typeof Article>;

export const ArticleLink = Type.Pick(Article, ['hash', 'title', 'menuLabel']);
export const ArticleListResponse = Type.Object({ data: Type.Array(ArticleLink) });
export type ArticleListResponse = Static<typeof ArticleListResponse>;
